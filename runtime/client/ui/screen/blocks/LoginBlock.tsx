import { LoginPanel } from '../../auth/index.ts';
import type { BlockViewComponent } from '../screenContext.ts';

/** `login`: the login form with every flow of spec section 5. */
const LoginBlock: BlockViewComponent<'login'> = ({ block }) => <LoginPanel saveId={block.saveId} />;
export default LoginBlock;
