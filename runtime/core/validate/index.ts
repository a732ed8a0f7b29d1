export { checkDigitOf, digitsOf } from './checkDigit.ts';
export { isBusinessNo } from './isBusinessNo.ts';
export { isCorporateNo } from './isCorporateNo.ts';
export { isEmail } from './isEmail.ts';
export { isIPv4 } from './isIPv4.ts';
export { isMobile } from './isMobile.ts';
export { isPhone } from './isPhone.ts';
