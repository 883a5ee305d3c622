/** The public routes of spec §2, in one typed table so links and the router cannot drift apart. */
export const paths = {
  home: '/',
  services: '/services',
  times: '/times',
  checkout: '/checkout',
  confirmation: '/confirmation',
  salon: '/salon',
  success: '/success',
  cancel: '/cancel',
  admin: '/admin',
} as const;
