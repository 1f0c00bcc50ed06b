import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'renameCharacterDialog.title', defaultMessage: 'Rename character' },
  name: { id: 'renameCharacterDialog.name', defaultMessage: 'New name' },
  required: {
    id: 'renameCharacterDialog.required',
    defaultMessage: 'Enter a name for this character.',
  },
  cancel: { id: 'renameCharacterDialog.cancel', defaultMessage: 'Cancel' },
  save: { id: 'renameCharacterDialog.save', defaultMessage: 'Save' },
});
