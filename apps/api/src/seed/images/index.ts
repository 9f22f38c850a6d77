export { bannerSvg, renderBannerImage } from './banners.js';
export { packSizeOf, productSvg, renderProductImage } from './products.js';
export { escapeXml } from './svg.js';
