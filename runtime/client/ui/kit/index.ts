export type { AccordionItem, AccordionProps } from './Accordion.tsx';
export { Accordion } from './Accordion.tsx';
export type { ButtonProps, ButtonVariant } from './Button.tsx';
export { Button } from './Button.tsx';
export type { ByteLimitFieldProps } from './ByteLimitField.tsx';
export { ByteLimitField } from './ByteLimitField.tsx';
export type { CalendarProps } from './Calendar.tsx';
export { Calendar } from './Calendar.tsx';
export type { CalendarPopoverProps } from './CalendarPopover.tsx';
export { CalendarPopover } from './CalendarPopover.tsx';
export type { CardLinkProps, CardProps } from './Card.tsx';
export { Card } from './Card.tsx';
export type { CardsProps } from './Cards.tsx';
export { Cards } from './Cards.tsx';
export type { CheckboxProps } from './Checkbox.tsx';
export { Checkbox } from './Checkbox.tsx';
export type { CheckboxGroupProps } from './CheckboxGroup.tsx';
export { CheckboxGroup } from './CheckboxGroup.tsx';
export type { CheckboxItemProps } from './CheckboxItem.tsx';
export { CheckboxItem } from './CheckboxItem.tsx';
export type { CopyButtonProps } from './CopyButton.tsx';
export { CopyButton } from './CopyButton.tsx';
export type { DataGridProps, GridColumn, GridRow, RemotePaging } from './DataGrid.tsx';
export { DataGrid, GridCount } from './DataGrid.tsx';
export type { DateFieldProps } from './DateField.tsx';
export { DateField } from './DateField.tsx';
export type { DateInputProps } from './DateInput.tsx';
export { DATE_PLACEHOLDERS, DateInput, typedDateProblem } from './DateInput.tsx';
export type { DateRange, DateRangeFieldProps } from './DateRangeField.tsx';
export { DateRangeField } from './DateRangeField.tsx';
export {
  displayDate,
  formatDateValue,
  isWithinBounds,
  normalizeTypedDate,
  parseDateValue,
} from './dateValue.ts';
export type { FieldFrameProps, FieldIds, FieldsetFrameProps } from './FieldFrame.tsx';
export { FieldFrame, FieldsetFrame } from './FieldFrame.tsx';
export type { FileFieldProps, FileGroupRule } from './FileField.tsx';
export { FileField } from './FileField.tsx';
export type { FieldProps } from './fieldProps.ts';
export type { ImageWithFallbackProps } from './ImageWithFallback.tsx';
export { ImageWithFallback, NOT_FOUND_IMAGE } from './ImageWithFallback.tsx';
export type { LoaderProps } from './Loader.tsx';
export { Loader } from './Loader.tsx';
export { LoadFailed } from './LoadFailed.tsx';
export { MenuButton, type MenuButtonProps, MenuPopup, type MenuPopupProps } from './MenuButton.tsx';
export type { ModalProps, ModalSize } from './Modal.tsx';
export { Modal } from './Modal.tsx';
export type { NumberOnlyFieldProps } from './NumberOnlyField.tsx';
export { NumberOnlyField } from './NumberOnlyField.tsx';
export type { Option } from './options.ts';
export type { PageSizeSelectProps } from './PageSizeSelect.tsx';
export { PageSizeSelect } from './PageSizeSelect.tsx';
export type { PaginatorProps } from './Paginator.tsx';
export { Paginator, pageWindow } from './Paginator.tsx';
export type { PasswordFieldProps } from './PasswordField.tsx';
export { PasswordField } from './PasswordField.tsx';
export type { RadioGroupProps } from './RadioGroup.tsx';
export { RadioGroup } from './RadioGroup.tsx';
export type { ScrollStripProps } from './ScrollStrip.tsx';
export { HOLD_REPEAT_MS, ScrollStrip } from './ScrollStrip.tsx';
export type { SearchFieldProps } from './SearchField.tsx';
export { SearchField } from './SearchField.tsx';
export type { SegmentedSelectProps } from './SegmentedSelect.tsx';
export { SegmentedSelect } from './SegmentedSelect.tsx';
export type { SelectProps } from './Select.tsx';
export { Select } from './Select.tsx';
export type { StepItem, StepsProps } from './Steps.tsx';
export { Steps } from './Steps.tsx';
export type { SwitchProps } from './Switch.tsx';
export { Switch } from './Switch.tsx';
export type { GridSort, PageState } from './sortRows.ts';
export {
  compareCells,
  formatSort,
  pageCountOf,
  pageRows,
  parseSort,
  sortRows,
  usePage,
} from './sortRows.ts';
export type { TabItem, TabsProps } from './Tabs.tsx';
export { Tabs } from './Tabs.tsx';
export type { TextAreaProps } from './TextArea.tsx';
export { TextArea } from './TextArea.tsx';
export type { TextFieldProps, TextInputAttributes } from './TextField.tsx';
export { TextField } from './TextField.tsx';
export type { TooltipProps } from './Tooltip.tsx';
export { Tooltip } from './Tooltip.tsx';
export type { ByteLimit } from './useByteLimit.ts';
export { useByteLimit } from './useByteLimit.ts';
export type { ClickOutsideEvent } from './useClickOutside.ts';
export { useClickOutside } from './useClickOutside.ts';
export type { FileFieldServices, FileRow } from './useFileUploads.ts';
export type { ScrollHelper, ScrollHelperOptions, UseScrollHelperOptions } from './useScrollHelper.ts';
export { scrollByAmount, useScrollHelper } from './useScrollHelper.ts';
export { Z_INDEX } from './zIndex.ts';
