import { usePageHref } from '../../../runtime/index.ts';
import { ImageWithFallback } from '../../kit/index.ts';
import type { BlockViewComponent } from '../screenContext.ts';

/** `image`: a picture with the not-found fallback; a path (`/images/x.png`) is under `app.basePath`. */
const ImageBlock: BlockViewComponent<'image'> = ({ block }) => {
  const pageHref = usePageHref();
  return (
    <figure className="c-image-block">
      <ImageWithFallback
        src={pageHref(block.src)}
        alt={block.alt}
        width={block.width}
        height={block.height}
      />
    </figure>
  );
};
export default ImageBlock;
