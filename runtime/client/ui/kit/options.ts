/** One choice of a Select, RadioGroup or SegmentedSelect: the stored value and the Korean label shown. */
export interface Option {
  value: string;
  label: string;
  /** The choice is shown but cannot be picked; default false. */
  disabled?: boolean;
}
