#include <algorithm>
#include <iostream>
#include <numeric>
#include <vector>

using namespace std;

int main() {
    vector<int> grades;
    int g;
    cout << "Enter grades (-1 to stop): ";
    while (cin >> g && g != -1) {
        grades.push_back(g);
    }
    if (grades.empty()) {
        cout << "No grades." << endl;
        return 0;
    }
    sort(grades.begin(), grades.end());
    double avg = accumulate(grades.begin(), grades.end(), 0.0) / grades.size();
    cout << "Lowest: " << grades.front() << endl;
    cout << "Highest: " << grades.back() << endl;
    cout << "Average: " << avg << endl;
    return 0;
}
