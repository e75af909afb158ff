import { ToolScreen } from '../../components/tool-screen';
import { lazyPart } from '../../lib/lazy-part';

const TextConverter = lazyPart(
  () => import('./text-converter').then((m) => m.TextConverter),
  () => import('../../../shared/text-converter/conversion'),
);

/** The text converter (docs/product.md#text-converter): OpenDyslexic or bold word starts, and read-aloud. */
export default function TextConverterPage() {
  return (
    <ToolScreen
      tool="text-converter"
      title="Text Converter · NeuroNest"
      intro="Make a text easier to read: in the OpenDyslexic font, or with the first half of each word in bold to guide the eye. You can also have it read aloud."
      className="max-w-6xl py-8"
      controls={TextConverter}
    />
  );
}
