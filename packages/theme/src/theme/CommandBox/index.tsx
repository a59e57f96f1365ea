import React from 'react';
import { translate } from '@docusaurus/Translate';
import { CommandBox as UiCommandBox, type CommandBoxProps } from '@rainbond/ui';

/** The ui kit's CommandBox with its button labels translated for the current locale. */
export default function CommandBox(props: Omit<CommandBoxProps, 'copyLabel' | 'copiedLabel'>): React.ReactElement {
  return (
    <UiCommandBox
      copyLabel={translate({ id: 'theme.CodeBlock.copy', message: 'Copy', description: 'The copy button label on code blocks' })}
      copiedLabel={translate({ id: 'theme.CodeBlock.copied', message: 'Copied', description: 'The copied button label on code blocks' })}
      {...props}
    />
  );
}
