/** The common-code group of the reasons a user gives for a download or an unmask of personal data. */
export const PRIVACY_REASON_GROUP = 'PRIVACY_REASON';
/** The reason code that needs the user's own words (기타). */
export const OTHER_REASON_CODE = '99';
/** How long the browser shows the raw values of one record after an unmask (seconds). */
export const UNMASK_SECONDS = 30;
/** The function that lets a user see one record's personal data in the clear (원문조회). */
export const UNMASK_FUNCTION = 'UNMASK';
