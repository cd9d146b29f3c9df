import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** The confirmed action is under way: both buttons wait, Escape does nothing. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}
