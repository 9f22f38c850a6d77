export { bannerSvg, renderBannerImage } from './banners.js';
export { packOf, packSizeOf, productSvg, renderProductGallery, renderProductImage } from './products.js';
export { escapeXml } from './svg.js';
