package Animal;

use strict;
use warnings;

sub new {
    my ($class, %args) = @_;
    my $self = {
        name  => $args{name} || 'unknown',
        sound => $args{sound} || '...',
    };
    return bless $self, $class;
}

sub name { $_[0]->{name} }

sub speak {
    my $self = shift;
    printf "%s says %s\n", $self->{name}, $self->{sound};
}

1;
