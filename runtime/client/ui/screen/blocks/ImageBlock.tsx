import { ImageWithFallback } from '../../kit/index.ts';
import type { BlockViewComponent } from '../screenContext.ts';

/** `image`: a picture with the not-found fallback. */
const ImageBlock: BlockViewComponent<'image'> = ({ block }) => (
  <figure className="c-image-block">
    <ImageWithFallback src={block.src} alt={block.alt} width={block.width} height={block.height} />
  </figure>
);
export default ImageBlock;
