export { decorateSendTable } from './decorateSendTable.ts';
export { exportApi } from './exportApi.ts';
export { exportFileName } from './exportFileName.ts';
export { sendTable, type TableFile } from './sendTable.ts';
export { EXPORT_TYPES, type TableWriter, tableWriter } from './tableWriter.ts';
