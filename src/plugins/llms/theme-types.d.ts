/** Type of the theme component this plugin provides (./CopyPage). */
declare module '@theme/CopyPage' {
  import type {ReactNode} from 'react';

  export default function CopyPage(props: {permalink: string}): ReactNode;
}
