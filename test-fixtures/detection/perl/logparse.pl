#!/usr/bin/perl
use strict;
use warnings;

my $file = shift @ARGV or die "usage: $0 access.log\n";
open my $fh, '<', $file or die "Cannot open $file: $!";

my (%by_status, %by_ip);
while (<$fh>) {
    if (/^(\S+) \S+ \S+ \[[^\]]+\] "\w+ \S+ [^"]*" (\d{3})/) {
        $by_ip{$1}++;
        $by_status{$2}++;
    }
}
close $fh;

print "Status codes:\n";
print "  $_: $by_status{$_}\n" for sort keys %by_status;
my @busiest = sort { $by_ip{$b} <=> $by_ip{$a} } keys %by_ip;
print "Busiest IP: $busiest[0] ($by_ip{$busiest[0]} requests)\n" if @busiest;
