% Two pages of justified text: word spacing varies from line to line, styled runs cross lines and
% (in Chromium and pdflatex) the page break in the bold run of the last section; the whole fourth section is one underlined run.
@family serif
@align justify
@title Annual report

# Annual report of the garden club

## The year in short

The club met {b:twelve times} this year, always on the second Sunday of the month, and every meeting was
held in the old library hall next to the station. Attendance grew from about thirty members in the spring
to more than {i:sixty} by the end of the summer, which is the largest number the club has seen since it was
started. The committee wishes to thank {u:every volunteer} who carried chairs, made tea and kept the notes.
Some plans did {s:not} work out as hoped: the autumn market was cancelled because of the rain, and the
seed swap had to move indoors. Even so, the club ends the year with {bu:more money in the bank} than it had
at the start, and with a list of new projects for the coming season.

## Gardens and plots

The shared plots behind the school were dug over in March. Beans, onions, potatoes and {i:several kinds of
squash} were planted in April, and the harvest in September was {b:good enough to give away}. The apple trees
along the north wall were pruned by two members who had taken a course in the winter; they report that the
trees are {is:much healthier than last year} and should bear well. The pond was cleaned and now holds frogs,
newts and a great many snails. Water for the plots still comes from the rain barrels, which were {u:nearly
empty in July}, so the committee asks members to think about a second tank before next summer.

## Talks and visits

Six talks were given in the hall. The most popular was about {bi:growing tomatoes in small spaces}, which
drew a crowd of more than eighty people, many of them from outside the club. Other talks covered roses,
compost, bees, hedges and the history of the town gardens. In June a bus took members to the botanical
garden in the city, where a guide showed them the glass houses and the herb beds. The trip in August to
the coast was {s:planned but never booked} and will be tried again next year. The committee would like to
hear from any member who can {bus:suggest a speaker or a place to visit} for the coming season.

## Money

{u:The accounts were checked by two members who do not sit on the committee, and they found them to be in good
order. Income came from the yearly dues, from the plant sale in May and from a small grant given by the town
council for the shared plots. The largest costs were the hire of the hall, the bus trip in June, new tools
for the plots and the printing of the newsletter. The dues will stay the same for the coming year. Members
who have not yet paid for this year are kindly asked to do so at the next meeting, or to hand the money to
the treasurer at any time.}

## Thanks

Last of all, the committee thanks the school for the use of its land, the library for the hall, and the
many members who gave their time. {b:The next meeting will be held on the second Sunday of January}, when
the new committee will be chosen. {i:All members are welcome}, and tea will be served as usual.
