hybrid_bank.v
hybrid_pick.v
hybrid_bank_59.v
