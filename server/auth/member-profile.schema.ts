// The customer profile of §R3 is part of the lxp contract (GET /customer/profile); the
// stand-in provider validates its stored documents with the same schemas.
export * from '@contracts/lxp/customer-profile.schema'
