/** The product's name, shown in the shell and in share texts. */
export const PRODUCT_NAME = 'Trendjack';
