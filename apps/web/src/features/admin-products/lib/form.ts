import type { Product } from '@farmai/contracts';
import type { ProductBody } from '../api/products-api';

/** The product form's values, as typed (SPEC 3: every control holds text until it is sent). */
export interface ProductFormValues {
  title: string;
  description: string;
  category: string;
  brand: string;
  price: string;
  salePrice: string;
  totalStock: string;
}

export const emptyProductForm: ProductFormValues = {
  title: '',
  description: '',
  category: '',
  brand: '',
  price: '',
  salePrice: '',
  totalStock: '',
};

export function formOf(product: Product): ProductFormValues {
  return {
    title: product.title,
    description: product.description,
    category: product.category,
    brand: product.brand,
    price: String(product.price),
    salePrice: product.salePrice > 0 ? String(product.salePrice) : '',
    totalStock: String(product.totalStock),
  };
}

/** SPEC 5: the submit stays disabled until every field but the sale price is filled (the image too). */
export function isComplete(values: ProductFormValues, image: string): boolean {
  const { salePrice: _optional, ...required } = values;
  return image.trim() !== '' && Object.values(required).every((value) => value.trim() !== '');
}

/** An empty sale price means no sale (0), so clearing it on edit ends the sale. */
export function bodyOf(values: ProductFormValues, image: string): ProductBody {
  return {
    image,
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    brand: values.brand,
    price: Number(values.price),
    salePrice: values.salePrice.trim() === '' ? 0 : Number(values.salePrice),
    totalStock: Number(values.totalStock),
  };
}

export const formatPrice = (dollars: number) => `$${dollars.toFixed(2)}`;
