// The record screens' tables, detail lists and confirmed actions, apart from the rest of @agency/ui: only the signed-in
// screens use them, so this shared module of its own keeps them out of the landing page's script. Its components
// import the rest of the package as `@agency/ui`, never by a relative path, so the browser keeps one API client and
// one notice context.
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { ConfirmedActionButton } from './components/confirmed-action-button';
export { DeleteButton } from './components/delete-button';
export { DetailList } from './components/detail-list';
export { DataTable, pageCount, type Column, type ServerPage } from './components/table';
