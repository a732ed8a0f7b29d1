/**
 * The id of the console page's frame (`PageFrame`), removed once the router has rendered. A module
 * of its own: only the console page's code imports it, so the login page's shared code stays
 * without it.
 */
export const CONSOLE_FRAME_ID = 'console-frame';
