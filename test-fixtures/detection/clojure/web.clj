(ns bookstore.web
  (:require [compojure.core :refer [defroutes GET POST]]
            [compojure.route :as route]
            [ring.adapter.jetty :refer [run-jetty]]
            [ring.middleware.params :refer [wrap-params]]))

(def books (atom [{:title "SICP" :price 45} {:title "HtDP" :price 30}]))

(defn list-books []
  (apply str (for [{:keys [title price]} @books]
               (format "<li>%s - %d</li>" title price))))

(defroutes app-routes
  (GET "/" [] (str "<ul>" (list-books) "</ul>"))
  (POST "/books" [title price]
    (swap! books conj {:title title :price (Integer/parseInt price)})
    "ok")
  (route/not-found "Not found"))

(defn -main []
  (run-jetty (wrap-params app-routes) {:port 3000 :join? false}))
