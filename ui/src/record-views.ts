// The signed-in screens' tables, detail lists and confirmed actions, outside the shared @agency/ui (never tree-shaken,
// all in the landing page's script): only the remotes that import them bundle them. Their components import the rest
// of the package as `@agency/ui`, never by a relative path, so the browser keeps one API client and one notice
// context; they hold no state of their own, so a copy per remote is harmless.
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { ConfirmedActionButton } from './components/confirmed-action-button';
export { DeleteButton } from './components/delete-button';
export { DetailList } from './components/detail-list';
export { DataTable, pageCount, type Column, type ServerPage } from './components/table';
// Their texts, and the second step's and the sign-in-again dialog's: loaded apart from the shared components'.
export { onDemandMessages } from './messages/on-demand';
