/**
 * Ejected, as Docusaurus means it to be (its swizzle config: "Meant to be
 * ejected"; wrapping is forbidden, it is not a component).
 *
 * Replaces the theme's loader of `themeConfig.prism.additionalLanguages`: the
 * site's Prism (src/plugins/code-blocks/highlight/prism.ts) imports its own grammars. The theme's
 * version requires `prismjs/components/prism-${lang}`, which with an empty
 * list still bundled Prism's whole component catalogue (components.js, about
 * 300 language descriptions) into the main chunk.
 */
import type * as PrismNamespace from 'prismjs';

export default function prismIncludeLanguages(_prism: typeof PrismNamespace): void {}
