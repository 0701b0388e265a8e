use strict;
use warnings;

my %capitals = (
    France  => 'Paris',
    Japan   => 'Tokyo',
    Kenya   => 'Nairobi',
    Peru    => 'Lima',
);

foreach my $country (sort keys %capitals) {
    print "The capital of $country is $capitals{$country}.\n";
}

my @long = grep { length($capitals{$_}) > 4 } keys %capitals;
print "Long names: @long\n";

if (exists $capitals{Spain}) {
    print "Spain is known\n";
} else {
    $capitals{Spain} = 'Madrid';
    print "Added Spain, now ", scalar(keys %capitals), " countries\n";
}
