use strict;
use warnings;
use List::Util qw(sum max);

my @rows;
open(my $in, '<', 'grades.csv') or die "grades.csv: $!";
my $header = <$in>;
while (my $line = <$in>) {
    chomp $line;
    my ($name, @grades) = split /,/, $line;
    push @rows, { name => $name, total => sum(@grades), best => max(@grades) };
}
close($in);

foreach my $row (sort { $b->{total} <=> $a->{total} } @rows) {
    print "$row->{name}\t$row->{total}\t(best $row->{best})\n";
}
