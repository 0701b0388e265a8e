#pragma once

#include <cmath>
#include <ostream>

namespace geo {

struct Point {
    double x = 0;
    double y = 0;

    Point operator+(const Point &o) const { return {x + o.x, y + o.y}; }
    Point operator-(const Point &o) const { return {x - o.x, y - o.y}; }
    double length() const { return std::sqrt(x * x + y * y); }
};

inline double distance(const Point &a, const Point &b) { return (a - b).length(); }

inline std::ostream &operator<<(std::ostream &os, const Point &p) {
    return os << '(' << p.x << ", " << p.y << ')';
}

}  // namespace geo
