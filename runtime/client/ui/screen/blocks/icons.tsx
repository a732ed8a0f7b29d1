import type { ICONS } from '../../../../../schemas/blocks/index.ts';

type IconName = (typeof ICONS)[number];

// 24×24 stroke paths; decorative (the button's label names the action).
const PATHS: Record<IconName, string> = {
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 20l-4-4',
  plus: 'M12 5v14M5 12h14',
  download: 'M12 4v11M7 10l5 5l5-5M5 20h14',
  upload: 'M12 20V9M7 14l5-5l5 5M5 4h14',
  edit: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  delete: 'M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13',
  refresh: 'M20 11a8 8 0 1 0-2 6M20 4v7h-7',
  arrow: 'M5 12h14M13 6l6 6l-6 6',
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12l5 5L19 7',
};

/** A kit icon by manifest name. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
