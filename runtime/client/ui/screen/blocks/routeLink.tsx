import { type NavLinkProps, useNavigation } from '../../../navigation/index.ts';

/** A link to a console route given as a (percent-encoded) manifest path, with an optional query. */
export function RouteLink(props: NavLinkProps) {
  const { Link } = useNavigation();
  return <Link {...props} />;
}
