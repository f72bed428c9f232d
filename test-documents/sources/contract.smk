% Hard negatives: rules, a grid table, a highlighted word, signature lines, links with and without underline.
@family sans
@title Rental agreement

# Rental agreement

This agreement is made between the {b:Owner} and the {b:Tenant}. Read {u:our website|https://example.com/terms} for the current terms,
or the {:plain page|https://example.com/plain} which is a link drawn without any underline.

@hr

## Payment

Rent is due on the {h:second} day of each month. Late payments {u:must} be reported in writing.

@table
Item | Amount | Due
Rent | 900 | monthly
Deposit | {b:1800} | once
Parking | 40 | monthly
@endtable

@hr

## Signatures

Signed by the tenant:

@signature

Date and place:

@signature
