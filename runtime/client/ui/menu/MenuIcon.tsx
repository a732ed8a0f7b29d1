import {
  ArrowLeftRight,
  Bell,
  BookOpen,
  Briefcase,
  Building2,
  Calendar,
  ChartBar,
  CircleCheck,
  ClipboardCheck,
  Coins,
  CreditCard,
  Eye,
  FileText,
  Folder,
  FolderOpen,
  Globe,
  History,
  House,
  KeyRound,
  LayoutDashboard,
  List,
  ListTree,
  Lock,
  LogIn,
  type LucideIcon,
  Mail,
  Megaphone,
  Package,
  Settings,
  Shield,
  ShoppingCart,
  SlidersHorizontal,
  Store,
  Ticket,
  User,
  UserCog,
  UserSearch,
  Users,
} from 'lucide-react';
import { type MenuIconName, menuIconOf } from '../../../core/menu/index.ts';
import { usePageHref } from '../../runtime/index.ts';

// The menu icon names over lucide (the console's one icon set): only these ship.
const GLYPHS: Record<MenuIconName, LucideIcon> = {
  house: House,
  'layout-dashboard': LayoutDashboard,
  briefcase: Briefcase,
  settings: Settings,
  globe: Globe,
  'book-open': BookOpen,
  users: Users,
  user: User,
  'user-cog': UserCog,
  'user-search': UserSearch,
  coins: Coins,
  megaphone: Megaphone,
  store: Store,
  ticket: Ticket,
  shield: Shield,
  'list-tree': ListTree,
  list: List,
  'circle-check': CircleCheck,
  lock: Lock,
  'sliders-horizontal': SlidersHorizontal,
  'log-in': LogIn,
  history: History,
  'arrow-left-right': ArrowLeftRight,
  eye: Eye,
  'key-round': KeyRound,
  'clipboard-check': ClipboardCheck,
  'file-text': FileText,
  bell: Bell,
  'chart-bar': ChartBar,
  calendar: Calendar,
  mail: Mail,
  'credit-card': CreditCard,
  package: Package,
  'shopping-cart': ShoppingCart,
  'building-2': Building2,
};

/** Whether a menu entry shows an icon: its `iconSrc`, or a folder's. */
export const showsIcon = (iconSrc: string | null | undefined, folder: boolean): boolean =>
  folder || menuIconOf(iconSrc) !== undefined;

/**
 * A menu's icon (decorative: the menu's name says what it is): its `iconSrc` — a name of the icon
 * set or an image — else, for a folder, the folder icon (open or shut); else nothing, or, with
 * `blank`, an empty space of its size (so its name lines up with its siblings' beside their icons).
 */
export function MenuIcon({
  iconSrc,
  folder = false,
  open = false,
  blank = false,
}: {
  iconSrc: string | null | undefined;
  folder?: boolean;
  open?: boolean;
  blank?: boolean;
}) {
  const icon = menuIconOf(iconSrc);
  const pageHref = usePageHref();
  if (icon?.kind === 'image')
    return (
      <img
        className="c-tree__icon c-tree__icon--image"
        src={pageHref(icon.src)}
        alt=""
        width={16}
        height={16}
      />
    );
  const Glyph = icon ? GLYPHS[icon.name] : folder ? (open ? FolderOpen : Folder) : undefined;
  return Glyph ? (
    <Glyph
      className="c-tree__icon"
      data-icon={icon?.name ?? 'folder'}
      size={16}
      strokeWidth={1.75}
      aria-hidden="true"
      focusable="false"
    />
  ) : blank ? (
    <span className="c-tree__icon c-tree__icon--blank" aria-hidden="true" />
  ) : null;
}
