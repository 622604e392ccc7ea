/** The product's name, in the browser tab, the header and the e-mails. */
export const ruAppTitle = 'Стажировка в JTI';
