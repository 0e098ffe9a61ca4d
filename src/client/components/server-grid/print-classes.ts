// The class names the grid's print stylesheet (grid-print-button.tsx) reads: a module of their own, so a
// page marking its buttons off paper does not load the print button and its dialog with its first paint.

/** The class of the grid that prints whole. */
export const GRID_CLASS = 'server-grid';
/** The class of what stays off paper (toolbars, filters, buttons). */
export const NO_PRINT = 'server-grid-no-print';
