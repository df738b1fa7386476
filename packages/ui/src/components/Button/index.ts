export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps } from './Button';
export { BUTTON_SIZES, BUTTON_VARIANTS } from './Button.css';
