(defproject bookstore "0.1.0-SNAPSHOT"
  :description "A small bookstore web app"
  :url "https://example.com/bookstore"
  :license {:name "EPL-2.0"
            :url "https://www.eclipse.org/legal/epl-2.0/"}
  :dependencies [[org.clojure/clojure "1.11.1"]
                 [ring/ring-core "1.10.0"]
                 [ring/ring-jetty-adapter "1.10.0"]
                 [compojure "1.7.0"]]
  :main ^:skip-aot bookstore.core
  :target-path "target/%s"
  :profiles {:uberjar {:aot :all}})
