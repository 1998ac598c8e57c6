/**
 * The loader rule for MDX partials that a plugin generates outside docs/
 * (the OpenAPI and component plugins write one per operation or component).
 * It is built asynchronously, and configureWebpack() is synchronous (Docusaurus
 * does not await it), so plugins prepare it in loadContent().
 */
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {createMDXLoaderRule} from '@docusaurus/mdx-loader';

export type MdxRule = Awaited<ReturnType<typeof createMDXLoaderRule>>;

export function createPartialsRule({siteDir, siteConfig}: LoadContext, generatedDir: string): Promise<MdxRule> {
  return createMDXLoaderRule({
    include: [`${generatedDir}${path.sep}`],
    options: {
      siteDir,
      staticDirs: siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir)),
      markdownConfig: siteConfig.markdown,
      admonitions: true,
      // Generated modules are partials: no front matter, no metadata file.
      isMDXPartial: () => true,
      useCrossCompilerCache: siteConfig.future.faster.mdxCrossCompilerCache,
    },
  });
}
