import { Modal } from '@/components/ui/modal';
import { ChangePasswordForm } from './change-password-form';

type ChangePasswordDialogProps = { open: boolean; onClose: () => void };

/** The profile menu's Change password: the Settings card's form in a dialog. */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Change password">
      <ChangePasswordForm idPrefix="dialog" onChanged={onClose} />
    </Modal>
  );
}
