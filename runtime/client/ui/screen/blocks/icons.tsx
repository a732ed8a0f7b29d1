import {
  ArrowRight,
  Check,
  Download,
  type LucideIcon,
  Pencil,
  Plus,
  RefreshCw,
  Search,
  Trash2,
  Upload,
  X,
} from 'lucide-react';
import type { ICONS } from '../../../../../schemas/blocks/index.ts';

type IconName = (typeof ICONS)[number];

// The manifest's icon names over lucide (the console's one icon set, tree-shaken: only these ship).
const GLYPHS: Record<IconName, LucideIcon> = {
  search: Search,
  plus: Plus,
  download: Download,
  upload: Upload,
  edit: Pencil,
  delete: Trash2,
  refresh: RefreshCw,
  arrow: ArrowRight,
  close: X,
  check: Check,
};

/** A kit icon by manifest name; decorative (the button's label names the action). */
export function Icon({ name }: { name: IconName }) {
  const Glyph = GLYPHS[name];
  return <Glyph size={16} strokeWidth={2} aria-hidden="true" focusable="false" />;
}
