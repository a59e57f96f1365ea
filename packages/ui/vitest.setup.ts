import { setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from './.storybook/preview';

setProjectAnnotations([previewAnnotations]);
