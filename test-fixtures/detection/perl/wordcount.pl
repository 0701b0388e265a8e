use strict;
use warnings;

my %count;
while (my $line = <>) {
    chomp $line;
    for my $word (split /\W+/, lc $line) {
        next unless length $word;
        $count{$word}++;
    }
}

my @top = (sort { $count{$b} <=> $count{$a} || $a cmp $b } keys %count)[0 .. 9];
for my $word (grep { defined } @top) {
    printf "%-15s %d\n", $word, $count{$word};
}
