// The simulator keeps its own customers (docs/decisions/064): its demo customers must stay the login
// stand-in's demo members (docs/sign-in.md), with the same ids, names, emails and balances.
import { describe, expect, it } from 'vitest'
import { LoyaltySchema } from '@contracts/lxp/customer-profile.schema'
import { demoMembers } from '@server/auth/provider/demo-members'
import { demoCustomers } from '@simulator/customer/demo-customers'

describe('the simulator’s demo customers', () => {
  it('are the stand-in’s demo members, one for one', () => {
    const ofMembers = demoMembers.map((member) => ({ customerId: member.clientCustomerId, firstName: member.firstName, lastName: member.lastName, email: member.email, unavailable: member.profileUnavailable ?? false }))
    const ofCustomers = demoCustomers.map((customer) => ({ customerId: customer.customerId, firstName: customer.firstName, lastName: customer.lastName, email: customer.email, unavailable: customer.profileUnavailable ?? false }))
    expect(ofCustomers).toEqual(ofMembers)
  })

  it('hold valid loyalty documents with the balances docs/sign-in.md lists', () => {
    for (const customer of demoCustomers) {
      const member = demoMembers.find((entry) => entry.clientCustomerId === customer.customerId)
      expect(LoyaltySchema.parse(customer.loyalty)).toEqual(LoyaltySchema.parse(member?.loyalty))
    }
  })
})
