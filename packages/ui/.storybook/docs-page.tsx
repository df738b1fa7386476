import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { Status } from '../src/docs/Status';

/**
 * The generated docs page (preview.tsx `docs.page`) of every stories file without a designer's MDX
 * page (the sections, the pages, the site kit's): Storybook's own page with the component's status
 * under its title, as the MDX pages show it, so every docs page says whether it is stable or beta.
 * A stories file with one story shows that story's description too, as Storybook's page does.
 */
export function DocsPageWithStatus() {
  const { csfFile } = useOf('meta', ['meta']);
  const isSingleStory = Object.keys(csfFile.stories).length === 1;
  return (
    <>
      <Title />
      <Status />
      <Subtitle />
      <Description of="meta" />
      {isSingleStory ? <Description of="story" /> : null}
      <Primary />
      <Controls />
      {isSingleStory ? null : <Stories />}
    </>
  );
}
