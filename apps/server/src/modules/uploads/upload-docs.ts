import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH } from '@storefront/contract';
import { WEBP_QUALITY } from './image-processing.ts';
import { UPLOAD_PATH } from './uploads-routes.ts';
import { PRIVATE_UPLOAD_PATH } from './uploads-service.ts';
import { UPLOAD_RATE_LIMIT } from './uploads-service.ts';

/** The docs/API.md section of the upload endpoint, which is multipart and so not a defineCall. */
export const UPLOAD_DOCS = `## File upload

### \`POST ${UPLOAD_PATH}\`

Uploads one image (spec 7.3). The body is \`multipart/form-data\`: the image in the part \`file\`,
plus the extra fields of config \`upload.data\`, optionally a \`context\` field holding the
spec 7.1 context as JSON (its \`lang\` picks the language of a refusal), and optionally a
\`visibility\` field: \`public\` (the default; avatars, logos, goods and review pictures) or
\`private\` (identity photos and chat pictures: only the owner, staff and, for a chat picture, the
conversation's other party may see it).

- Access: signed in (\`x-token\` header), or a live-chat guest with its guest token (\`x-guest\`
  header), whose upload is always private; anyone else, or a stale token, gets 4012.
- Returns: \`data\`: \`{ data, width, height }\`, \`data.data\` being the image's address
  (\`/uploads/u/<yyyy>/<mm>/<random>.webp\`, served to anyone and cached for a week; a private
  one \`${PRIVATE_UPLOAD_PATH}<yyyy>/<mm>/<random>.webp\`), so a client reads \`data.data\`, falling back to \`data\`.
- A private upload is read with \`GET\` on its address with the \`x-token\` header of its owner, of
  staff or of the other party of a conversation it was sent in, or the \`x-guest\` header of the
  guest who sent it or whose live chat it was sent in (\`Cache-Control: private, no-store\`); anyone
  else gets HTTP 404.
- The content must decode as JPEG, PNG, WebP, GIF or AVIF, judged from the bytes, never from the
  file name or declared type; otherwise 4000 naming \`file\`. Also 4000 naming \`file\`: no file,
  more than one file, a file over \`UPLOAD_MAX_BYTES\`, more pixels than
  \`UPLOAD_MAX_PIXELS\` (judged from the header, before decoding).
- Uploads that nothing refers to (no avatar, logo, identity, goods, review or message) are removed
  once older than \`UPLOAD_UNUSED_HOURS\`.
- The image is turned upright by its EXIF orientation, shrunk to fit ${IMAGE_MAX_WIDTH}×${IMAGE_MAX_HEIGHT} (never
  enlarged) and re-encoded as WebP (quality ${WEBP_QUALITY}) with all metadata dropped.
- At most ${UPLOAD_RATE_LIMIT.perUser} uploads per user (or guest) in ${UPLOAD_RATE_LIMIT.windowSeconds / 60} minutes (then 4029). A refused upload stores nothing.
`;
