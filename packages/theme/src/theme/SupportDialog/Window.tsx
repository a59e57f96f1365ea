import React from 'react';
import { translate } from '@docusaurus/Translate';
import { Button, Dialog } from '@rainbond/ui';
import type { Props } from '@theme/SupportDialog/Window';

/** The support dialog's window: title, body paragraphs, a cancel button and the configured actions. */
export default function SupportDialogWindow({ open, onClose, config }: Props): React.ReactElement {
  return (
    <Dialog
      open={open}
      onCancel={onClose}
      title={config.title}
      width={config.width}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} data-autofocus>
            {translate({ id: 'theme.rainbond.supportDialog.cancel', message: 'Cancel', description: 'The button that closes the support dialog' })}
          </Button>
          {config.actions.map((action) => (
            <Button key={action.label} href={action.to ?? action.href ?? '/'}>
              {action.label}
            </Button>
          ))}
        </>
      }
    >
      {config.body.split('\n\n').map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Dialog>
  );
}
