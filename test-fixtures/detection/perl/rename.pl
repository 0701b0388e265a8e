use strict;
use warnings;
use File::Basename;

my $dir = $ARGV[0] // '.';
opendir(my $dh, $dir) or die "Can't open $dir: $!";
my @files = grep { -f "$dir/$_" && /\.JPE?G$/i } readdir($dh);
closedir $dh;

my $n = 0;
for my $file (sort @files) {
    my ($base, undef, $ext) = fileparse($file, qr/\.[^.]*/);
    (my $clean = lc $base) =~ s/[^a-z0-9]+/_/g;
    my $new = sprintf "%s/%03d_%s%s", $dir, ++$n, $clean, lc $ext;
    rename "$dir/$file", $new or warn "rename $file: $!";
}
print "Renamed $n files\n";
