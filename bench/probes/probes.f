hybrid_bank.v
hybrid_bank_59.v
