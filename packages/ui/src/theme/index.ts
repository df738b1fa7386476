// Installs the token values on :root; the package's one stylesheet needs it even though nothing
// imports a name from it.
import './theme.css';

export { vars } from './contract.css';
export { PALETTE_NAMES, type PaletteName, tokens } from './tokens';
export { visuallyHidden } from './utils.css';
