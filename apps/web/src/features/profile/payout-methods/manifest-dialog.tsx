import { ManifestEmailRequest, PROVIDER_METHOD_MESSAGES } from '@liner/domain';
import { CodeMethodDialog, type CodeMethodCopy } from './code-method-dialog.js';

const copy = (isEdit: boolean): CodeMethodCopy => ({
  connectTitle: isEdit ? 'Change Manifest address' : 'Connect Manifest',
  verifyTitle: 'Verify Manifest',
  field: 'email',
  fieldLabel: 'Manifest e-mail',
  fieldType: 'email',
  codeSent: PROVIDER_METHOD_MESSAGES.manifestCodeSent,
  changeLabel: 'Use another address',
});

/** Manifest: the account's e-mail address, confirmed by a mailed code; `isEdit` changes an existing one. */
export function ManifestDialog({
  isEdit,
  startAtCode,
  onClose,
}: {
  isEdit: boolean;
  startAtCode: boolean;
  onClose(): void;
}) {
  return (
    <CodeMethodDialog
      copy={copy(isEdit)}
      schema={ManifestEmailRequest}
      initPath={isEdit ? '/api/profile/edit/manifest' : '/api/profile/manifest/init'}
      verifyPath="/api/profile/manifest/verify"
      startAtCode={startAtCode}
      onClose={onClose}
    />
  );
}
