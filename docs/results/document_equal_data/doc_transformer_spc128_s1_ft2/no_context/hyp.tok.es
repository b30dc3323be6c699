EN el principio y el principio , y la tierra .
Y la tierra fuera de las aguas , y descubrióse ; y las tinieblas sobre el rostro de las aguas . Y el Espíritu de Dios se muó sobre el rostro de las aguas .
Y dijo Dios : Deja luz ; y allí era luz .
Y vió Dios la luz , que era bueno ; y Dios repartió la luz de las tinieblas .
Y llamó Dios la luz , y las tinieblas llamó á Nínidad . Y la tarde y la mañana era el primer día .
Y dijo Dios : Vamos allí en medio de las aguas , y derraman las aguas de las aguas .
Y HABLÓ Dios , y repartió las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban sobre las aguas que estaban sobre las aguas ; y así fué así .
Y llamó Dios á la tarde . Y la tarde , y la mañana estaba la tarde .
Y dijo Dios : Deja las aguas debajo del cielo se juntaron á un lugar , y la tierra secó .
Y llamó Dios á la tierra de Edreth , y á la orilla de las aguas llamó á Dios , y vió á Dios : y viendo á Dios .
Y dijo Dios : Dejejad la hierba , la hierba de la hierba , y el fruto , y el fruto de su especie , cuyo simiente está en la tierra : y así fué así .
Y la tierra sacó la hierba , y la flor de su especie , y el árbol de su especie , y el árbol que era en su especie : y vió Dios .
Y la tarde y la mañana era del tercer día .
Y dijo Dios : Vamos allí en las plazas del cielo para partir el día de la noche , y sed por las señales , y por los tiempos , y por los años :
Y sean por las lámparas del cielo para dar luz sobre la tierra : y así fué así .
E hizo Dios dos semanas ; el mayor de la luz , y la luz de la luz , y la luz de la noche . Hizo también las estrellas .
Y puso Dios en los enfermos del cielo para dar luz sobre la tierra ,
Y sobre el día de la noche y de la noche , y sobre la luz de las tinieblas : y vió Dios que era bueno .
Y la tarde y la mañana era del día .
Y dijo Dios : Dejejad las aguas que tiene mantúnica la vida , y seca sobre la tierra , y aves del cielo .
Y Dios crió , y todo viviente vivo , y todo animal vivo que trae las aguas , las aguas que traían las aguas , y todo repente según su especie : y viendo á Dios .
Y bendijo Dios á ellos , diciendo : Alcad , y henchid , y henchid las aguas en la tierra .
Y la tarde y la mañana fué el quinto día .
Y dijo Dios : Dejad la tierra viviente viviente tras su especie , y bestias , y bestias , y bestias , y bestias de la tierra : y así fué así .
Y el Dios de la tierra según su especie , y después de su especie , y todo lo que tenía sobre la tierra : y viendo á Dios .
Y dijo Dios : Danos en nuestra estatua , según nuestra imagen , según nuestra semejanza ; y sobre los peces de la mar , y sobre las aves del cielo , y sobre toda la tierra , y sobre todo reptil , y sobre todo reptil que anda sobre la tierra .
Y Dios crió en su imagen , en la imagen de Dios le crió ; y hembra .
Y bendíjolos , y dijo Dios á ellos , frutaos , y multiplicad , y multiplicad á la tierra , y á los peces de la mar , y sobre los peces del cielo , y sobre todos los vivientes , y sobre toda cosa viviente que está sobre la tierra .
Y dijo Dios : He aquí yo os he dado toda simiente que está sobre el rostro de toda la tierra , y toda árbol que está en el fruto del árbol del árbol , y en el fruto de un árbol ; para que os será comida para comer .
Y á todo animal de la tierra , y á toda ave de los cielos , y á todo lo que en la tierra , y á toda cosa verse , en que yo he dado ; y así fué así .
Y visto todo lo que tenía , y he aquí , y he aquí que era buena cosa muy bueno . Y la tarde y la mañana era el sexto día .
Y oyó las palabras de Labán , diciendo : De los hijos de Jacob tomó todo lo que nuestro padre de nuestro padre , y de lo que era padre de nuestro padre .
Y vió Jacob el rostro de Labán , y he aquí que no estaba hacia él como antes .
Y Jehová dijo á Jacob : Vuelve á la tierra de tus padres , y á tu parentela ; y yo seré contigo .
Y envió Jacob y llamó Jacob á Jacob y á Lea hasta el campo de su rebaño ,
Y díjoles : Yo veo vuestro padre de vuestro rostro , que no me es para mí como antes de mí ; mas el Dios de mi padre me ha sido conmigo .
Y vosotros sabéis que con toda mi poder he servido á vuestro padre .
Y vuestro padre me ha engañado , y mudándole mis salmos diez veces ; mas Dios no le padeció mal .
Y si él dijo : Así ha dicho : El que se ensanare , será tu salva ; entonces el ganado de las aves ; y si él dijo : El paja será tu paja ; entonces todos los ganados se despedazarán .
Y quitado el Dios de vuestros padre , y entrególos á mí .
Y ACONTECIÓ que en el tiempo que concibió la bestia , que yo alcé mis ojos , y vió en un sueño , y he aquí que el sueño sobre los ganados , y he aquí se estrecho , y se estremeció .
Y el ángel de Dios me habló en sueños , diciendo : Y dije : Heme aquí .
Y él dijo : Levantaos tus ojos , y ven , y vean todos los carneros que sobre la hoja , y despedazadas ; porque he visto todas las cosas que hace á Labán .
Salmo de David . Yo soy el Dios de Beth-el , donde estares la columna de la columna , y donde tú me has hecho voto de la tierra , y vete á la tierra de tu parentela .
Y respondió Rachêl y dijo á Lea : ¿ Es aún aún alguna parte por nosotros en la casa de nuestra padre ?
¿ No tenemos cuenta de los extranjeros ? porque nos vendió , y ha consumido , y también nuestra dinero .
Porque todas las riquezas que Dios ha quitado de nuestro padre , que es vuestro padre , y nuestros hijos , y nuestros hijos de nuestros hijos : ahora pues , Dios te ha dicho .
Y levantóse Jacob , y puso sus hijos y sus hijos y sus hijos sobre camellos ;
Y llevó toda su padre , y toda su hacienda , y toda su hacienda que tenía engendrado , el ganado de sus ganados , el cual tenía en Padan-aram , para ir á Isaac su padre en la tierra de Canaán .
Y FUÉ Labán á Labán sus ovejas : y Rachêl tomó de las vacas que eran de su padre .
Y Jacob quitó á Labán de Labán á Labán de Labán , en que no le dió aviso á los que huía .
Y huyó con todo lo que tenía ; y levantóse , y levantóse , y puso sobre el río , y puso su rostro hacia el monte de Galaad .
Y fué dado aviso á Labán en el tercer día que Jacob había huído .
Y tomó sus hermanos con él , y siguió tras él siete días ; y le siguieron en el monte de Galaad .
Y vino Dios á Labán en un sueño de noche , y díjole : Toma que no hablas ó á Jacob , ni á lo bueno .
Y Labán tomó á Jacob . Y puso Jacob su tienda en el monte ; y Labán con sus hermanos en el monte de Galaad .
Y Labán dijo á Jacob : ¿ Qué has hecho que has hecho , que has de desechado , y llevóme mis hijas , y llevando mis hijas , como cautivos á cuchillo ?
¿ POR qué huyaste , y hurtó de mí , y no me diste , para que yo te he enviado contigo , y con arpa , y con arpa , y con arpa ?
Y no me has padecido á mis hijos y á mis hijas y á mis hijas ? Ahora has hecho en esto .
En la potencia de mi mano de vosotros para hacer mal : mas el Dios de vuestro padre me habló , diciendo : Toma , diciendo : Toma que no hablares á Jacob , ni á lo bueno .
Ahora pues , si ahora estares , por causa de tu padre después de tu padre después de tu casa , ¿ por qué has sido echado en la casa de mi padre ?
Y respondió Jacob , y dijo á Labán : Por cuanto yo he miedo ; porque dijiste : Quieres tú por tus hijas de mí .
Con todo lo que Rachêl no quisieres hallar tus dioses , no vivirá : antes de nuestros hermanos , y toma á ti , y toma á ti . Porque Jacob no sabía que Rachêl , no los conoció .
Y entró Labán en la tienda de Jacob , y en la tienda de Lea , y en los dos siervos de Lea ; mas no los halló . Entonces salió de la tienda de Lea , y entrando en la tienda de Rachêl , y entrando en la tienda de Rachêl .
Y tomó Rachêl las imágenes , y púsolas en las imágenes de los vasos , y sentóse sobre ellos . Y Labán toda la tienda , y no los halló .
Y ella dijo á su padre : No lo malo que no haya levantado de ti ; porque el estrado de las mujeres se levantaba sobre mí . Y él respondió , mas no halló las estatuas .
Y enojóse Jacob á Labán , y á Labán , y á Labán : y respondió Jacob : ¿ Qué es mi pecado ? ¿ qué es mi pecado ?
¿ Harás tú todo lo que has hallado , qué quito de toda tu casa , y tus hermanos , y tus hermanos , y tus hermanos , para que nos juzgue entre nosotros .
Y de veinte años he sido contigo ; tus mercaderías , y tus machos de cabrío no he echado su ganado , y los carneros de tus ovejas , y los carneros de tus ovejas no he comido .
Para que no te trajese las bestias de las bestias , no te traje ; yo á ti ; de la mano de mi mano , ó por el día , ó por la noche .
Y yo , en el día de mí me consumió , y el Bautista por la noche ; y mi sueño se apartó de mis ojos .
Y yo he sido veinte años en tu casa ; yo te sirve á los catorce años por dos años , y seis años , y seis años , y seis años : y tú has mudados mis diez veces .
Bueno de mi padre , Dios de Abraham , el Dios de Abraham , y el temor de Isaac , de cierto me ha sido enviado conmigo , y el trabajo de mis manos , y el trabajo de mis manos , y te reprendió de noche .
Y respondió Labán y dijo á Jacob : Estos son mis hijas , y estas hijas , y estos son mis hijos , y las bestias , y todas mis ganados , y todas mis ganados : ¿ y qué he de hacer hoy á mis hijas , ó á los hijos que nacieron ?
Ahora pues , vengamos un pacto , y yo ; y sea por testimonio entre mí y ti .
Y tomó Jacob piedra , y púsola por una piedra .
Y Jacob dijo á sus hermanos : Juntad piedras ; y tomaron piedras , y pusieron un montón ; y comieron sobre el montón .
Y llamólo Labán á Seba , y llamólo Jacob : mas llamólo Jacob .
Y Labán dijo : Esta es testigo entre mí y ti hoy . Por tanto , el nombre de él llamó el nombre de Genía ,
Y Mizpa , porque dijo : Vive Jehová entre mí y ti , cuando somos enviados de otra parte .
Si aflieres mis hijas , si tomares , si tomares , si tomares las otras mujeres tomares de mis hijas , no es de nosotros ; ve á Dios entre nosotros , y te ve .
Y Labán dijo á Jacob : He aquí , este montón , y he aquí que esta columna me he echado entre mí y ti ;
Esta es testigo , y la columna de este testigo , que no pasaré sobre este montón , y no pasarás sobre mí , y no pasarás .
El Dios de Abraham , y el Dios de Naachôr , el Dios de su padre , juzgue á Jacob . Y Jacob juró por el temor de su padre .
Y sacrificó Jacob sacrificio sobre el monte , y llamó sus hermanos á comer pan ; y comieron pan , y todos los panes en el monte .
Y la mañana se levantó de Labán , y besó sus hijos y sus hijas , y bendíjolos , y bendíjolos ; y bendíjolos , y volvió á su lugar .
Y Jehová dijo á Moisés : Con todo eso yo traigo una plaga sobre Faraón , y sobre Egipto , y sobre Egipto , y sobre Egipto : cuando os irá , morirá .
Ahora pues , en oídos del pueblo , y cada uno de su prójimo , y toda mujer de su prójimo , y toda mujer de plata , y vasos de oro .
Y Jehová dió el pueblo gracia en los ojos de los Egipcios . Y el varón Moisés era muy muy grande en la tierra de Egipto , en ojos de Faraón , y en ojos de los siervos de Faraón .
Y Moisés dijo : Así ha dicho Jehová : De noche saldré á Abir en medio de Egipto :
Y todos los primogénitos en la tierra de Egipto morirán , desde el primogénito de Faraón que está sentado sobre su trono , hasta el primogénito de los animales .
Y habrá grande clamor por toda la tierra de Egipto , que no hubo semejante semejante , ni como alguna .
Mas contra alguno de los hijos de Israel , no tendrá perro , contra su lengua , ni animal ; para que sepáis , para que sepáis á Jehová , y á Israel .
Y salió de Faraón en gran ira , y descendió arco á mí , diciendo : Sube , y ve á todo el pueblo que te seguiré . Y él saldrá de Faraón en gran furor .
Y Jehová dijo á Moisés : Faraón Faraón Faraón no os escuchará ; para que mi maravillas sea multiplicado en la tierra de Egipto .
Y Moisés y Aarón hizo todas estas maravillas delante de Faraón : y Jehová endureció el corazón de Faraón , y así que no quiso los hijos de Israel .
Y Jehová llamó á Moisés , y habló de él del tabernáculo del testimonio , diciendo :
Habla á los hijos de Israel , y diles : Si alguno de vosotros os trajereis ofrenda encendida á Jehová , llevaréis vuestras ofrenda de las bestias , y de las ovejas .
Si fuere holocausto del sacrificio de los secos , le sacrifica un macho cabrío sin defecto : él lo ofrecerá de su rescato : ofrecerá de la puerta del tabernáculo de Jehová delante de Jehová .
Y pondrá su mano sobre la cabeza del holocausto ; y será acepto para hacer expiación .
Y degollará el becerro delante de Jehová : y los sacerdotes , de los hijos de Aarón , y esparciarán la sangre , y esparcirá la sangre sobre el altar de la puerta del tabernáculo .
Y pondrá el holocausto , y talará en sus piezas .
Y los hijos de Aarón sacerdote pondrá fuego fuego sobre el altar , y pondrás el madera en el fuego :
Y los sacerdotes de Aarón , de los hijos de Aarón , pondrá la cabeza , y el sebo , y el sebo que está sobre el altar :
Y su incienso y sus intestinos , lavará en aguas : y el sacerdote hará quemar sobre el altar , para siempre , ofrenda encendida , para Jehová .
Y si su ofrenda fuere de las ovejas , de las ovejas , ó de las ovejas , ó de los machos de cabrío , para holocausto ; traerá un macho cabrío sin defecto .
Y degollará sobre el altar del altar del altar delante de Jehová : y los sacerdotes , de los hijos de Aarón , derramarán su sangre en el altar .
Y talará en sus piezas , con su cabeza y su sebo ; y el sacerdote los pondrá en el altar que está sobre el altar :
Y lavará los intestinos y las aguas de agua : y el sacerdote lo traerá , y la quemará sobre el altar : es holocausto , ofrenda encendida , ofrenda encendida encendida á Jehová .
Y si el holocausto ofreciere sacrificio por su ofrenda á Jehová de las aves , entonces traerá su ofrenda de las aves , ó de colores .
Y el sacerdote lo traerá al altar , y injuria de su cabeza , y quemará sobre el altar ; y su sangre , y su sangre será injuria del altar :
Y quitará su torbellino , y echará fuera , y echó fuera fuera fuera del altar de la ceniza , junto al lugar de la ceniza :
Y será holocausto , ofrenda encendida encendida á Jehová .
Y HABLÓ Jehová á Moisés y á Aarón , diciendo :
Toma los hijos de Coath de Coath de entre los hijos de Leví , por sus familias , por las casas de sus padres , por las casas de sus padres ,
De treinta años y treinta años hasta todos los que entraren en el campo , para hacer la obra en el tabernáculo del testimonio .
Esta será el servicio de los hijos de Coath en el tabernáculo del testimonio , alrededor :
Y cuando el campo saliere , Aarón vendrá , y sus hijos , y sus hijos , y llevarán el velo del testimonio , y cubrirán el arca del testimonio , y cubrirán el arca del testimonio :
Y pondrá sobre él la cubierta de tejones , y extendiará sobre ella un manto de jacinto , y pondrá en sus varas .
Y sobre la mesa de los panes extenderán de jacinto , y pondrás sobre él las cucharas , y las cucharas , y las cucharas , y los abrazones : y el pan será sobre él :
Y extenderán sobre ellos un manto de púrpura , y cubrirán de vestidura de tejones , y pondrás en sus varas .
Y tomarán un palmo de jacinto , y cubrirá el candelero de la luz , y sus candichos , y sus vasos , y el aceite , y todos sus vasos , y todos sus vasos , y el aceite con que ministraren :
Y vestirán y todos los vasos de dentro de un palmo de tejones , y pondrá sobre él un edificio .
Y sobre el altar de jacinto , y cubrirán de vestidura de púrpura , y de vestidura de tejones , y vestirán sus cabezas :
Y tomarán todos los instrumentos de la ministerio , con que ministran en el santuario , y vistióles en una cubierta de jacinto , y cubriólas de vestidura , y cubrirán en un palmo :
Y tomarán la ceniza del altar , y extenderán sobre él púrpura :
Y pusieron sobre él todos los vasos , y con los vasos de ella , con los vasos de ella , y los collares , y los tazones , y todos los vasos del altar ; y extenderán sobre él , y extenderán los vasos del altar , y extenderán á las barras de ella .
Y cuando Aarón y sus hijos hicieron cosa santa , y todos los vasos del santuario .
Y á la costumbre de Eleazar hijo de Aarón , y en los vasos de Aarón sacerdote , aceite para el aceite , y el perfume , y el presente , y el aceite , y la unción , y el aceite del tabernáculo , y todo lo que está en ella , y en el santuario , y en sus vasos .
Y HABLÓ Jehová á Moisés y á Aarón , diciendo :
No habéis de la tribu de las familias de Coath de los Levitas : de entre los Levitas :
Y así les servirán , para que vivieren , y no muera , cuando se acercaren el santuario , y sus hijos , y sus hijos , y los ponen cada uno á su carga :
Y no entrarán á ver lo santo , cuando se cubrieren de lo santo , porque no morirán .
Y HABLÓ Jehová á Moisés , diciendo :
Y de los hijos de Gersón , por las casas de Gersón , por las casas de sus padres , por las casas de sus padres , por sus familias ;
De treinta años arriba y treinta años hasta el número de cincuenta años ; todos los que entraren en el tabernáculo , para hacer obra en el tabernáculo del testimonio .
Esta es el servicio de las familias de Gersón , para servir , y para servir , y para servir :
Y llevarán las cortinas del tabernáculo del tabernáculo , y el tabernáculo del testimonio , y el pabellón de la cubierta , y el pabellón sobre ella , y el pabellón de la puerta del tabernáculo del testimonio ,
Y á los cortinas del atrio , y á la puerta del atrio de la puerta del atrio , que está junto al tabernáculo , que está junto al tabernáculo , y sus cuerdas , y todos los vasos de su servicio , y todos sus vasos , y todos los vasos de la puerta : así servirán .
Al principal de los hijos de Aarón y sus hijos serán todos los hijos de los hijos de Gersón , en todo su ministerio , y en todas sus cargas .
Esta es el servicio de las familias de los hijos de Gersón en el tabernáculo del testimonio : y su guarda debajo del sacerdote .
Y á los hijos de Merari , cuenta cuenta cuenta conforme á sus familias , por las casas de sus padres , por las casas de sus padres ;
De treinta años y treinta años de cincuenta años hasta cincuenta años de cincuenta años , cada uno que entra en el servicio del tabernáculo , para hacer obra del testimonio .
Y esta es la guarda de su carga , conforme á todo su servicio en el tabernáculo del testimonio : las tablas del tabernáculo , y sus barras , y sus columnas , y sus basas , y sus basas , y sus basas , y sus basas , y sus basas , conforme á todo su carga , conforme á todo su
Y las columnas del atrio alrededor , y sus basas , y sus molduras , y sus molduras , y sus vasos , y con todos sus instrumentos , y con todos sus vasos : y por el nombre de la dedicación de su carga .
Esta es el servicio de las familias de Merari , conforme á todo su servicio , en el tabernáculo del testimonio , en el tabernáculo de Aarón hijo de Aarón sacerdote .
Y Moisés y Aarón y los principales de la congregación de los hijos de Coath , por sus familias , y por las casas de sus padres , y por las casas de sus padres ,
De treinta años arriba y treinta años hasta cincuenta años , cada uno que entra en el servicio del tabernáculo , para la obra del testimonio :
Y los contados de ellos por sus familias , doscientos y cincuenta .
Estos fueron los contados de las familias de Coath , todas las familias de Coath , todos los que hacen en el tabernáculo del testimonio , que Moisés y Aarón conforme al mandamiento de Jehová .
Y los contados de los hijos de Gersón , por sus familias , por las casas de sus padres , y por la casa de sus padres ,
De treinta años y treinta años , cada uno de cincuenta años , cada uno que entra en el servicio del tabernáculo ,
A los contados de ellos , por sus familias , por las casas de sus padres , dos mil y seiscientos .
Estos son los contados de las familias de los hijos de Gersón , de los hijos de Gersón , de todos los que hacen en el tabernáculo del testimonio , el cual Moisés y Aarón conforme al mandamiento de Jehová .
Y los contados de las familias de los hijos de Merari , por sus familias , por las casas de sus padres , por las casas de sus padres ,
De treinta años y treinta años , cada uno de cincuenta años , cada uno que entra en el servicio del tabernáculo ,
Los contados de ellos por sus familias , tres mil y doscientos y dos .
Estas son los contados de las familias de los hijos de Merari , á los cuales Moisés y á Aarón conforme á la palabra de Jehová por mano de Moisés .
Todos los contados de los Levitas , el cual Moisés y Aarón y los principales de Israel , por sus familias , por las casas de sus padres , y por la casa de sus padres ,
De treinta años y treinta años hasta cincuenta años , cada uno que vino á hacer el servicio del tabernáculo del testimonio , y el servicio del testimonio , y el servicio del testimonio ,
A los contados de ellos , ocho mil y quinientos y quinientos .
Conforme á Moisés mandamiento de Jehová , por mano de Moisés , cada uno conforme á su servicio , y conforme á su carga : así fueron contados de él , como Jehová lo había mandado á Moisés .
Y HABLÓ Jehová á Moisés , diciendo :
Manda á los hijos de Israel , y diles : Cuando hubiereis entrado en la tierra de Canaán , ( Selah , la tierra de Canaán , la tierra de Canaán con sus términos : )
Y vuestro mediodía será del desierto , desde el desierto de Zín , junto al término de Edom , y vuestro término será el término del mar :
Y tornarán de la parte del mediodía á Azmón :
Y al término de Azmón hasta el río de Egipto , y sale las salidas de ella á la mar .
Y como por el término de la parte de un término , tendréis gran término : este término será vuestro término .
Y esta será vuestro término : desde la gran mar os ofreceréis por el monte de Hor :
Desde el monte de Hor de Haréis de vuestras término hasta la entrada de Hamath ; y sale el término de Hamath : y sale el término de los términos :
Y será el término de Zión , y sale las salidas de ella , y las salidas de él : este término .
Y llevaréis vuestras término de Hasar-arán á Seba :
Y al término de Seba descenderá de Sem , á Ribla , al oriente del oriente ; y al término de Aod , y al término de la mar :
Y será el término del Jordán , y sale las salidas de ella , y la sal de ella en derredor : esta tierra será vuestro término en derredor .
Y mandó Moisés los hijos de Israel , diciendo : Este es la tierra que heredaréis por suerte por suerte , que Jehová lo había mandado á las tribus , y á la media tribu :
Porque la tribu de los hijos de Rubén conforme á la casa de sus padres , y la tribu de los hijos de Gad conforme á la casa de sus padres , recibieron la tribu de Manasés , y la media tribu de Manasés ;
Las dos tribus y la media tribu recibió la heredad del Jordán al oriente , al oriente , al oriente .
Y HABLÓ Jehová á Moisés , diciendo :
Estas son los nombres de los hombres que partirán la tierra : Eleazar el sacerdote , y Josué hijo de Nun .
Y tomaréis un príncipe de cada tribu , para partir la tierra por heredad .
Y los nombres de los hombres : de la tribu de Judá , Caleb hijo de Jephone .
Y de la tribu de los hijos de Simeón , Seba hijo de Ammiud .
De la tribu de Benjamín , Elidad hijo de Siria .
Y el príncipe de la tribu de los hijos de Dan , Buci hijo de Joci .
El príncipe de los hijos de José , por la tribu de los hijos de Manasés , Hanniel hijo de Edén .
Y el príncipe de la tribu de los hijos de Ephraim , Cemuel hijo de Siphta .
Y el príncipe de la tribu de los hijos de Zabulón , Elisán hijo de Phares .
Y el príncipe de la tribu de los hijos de Issachâr , Pherezel hijo de Azán .
Y el príncipe de la tribu de los hijos de Aser , Ahisama hijo de Susán .
Y el príncipe de la tribu de los hijos de Nephtalí , Peka hijo de Ammiud .
Estos son los que Jehová mandó á la heredad á los hijos de Israel en la tierra de Canaán .
Y será que si oyeres , si oyeres á la voz de Jehová tu Dios , para que te mando y para hacer todo su Dios , que yo te mando hoy , Jehová tu Dios sobre todas las gentes de la tierra :
Y todas estas bendiciones vendrán sobre ti , y te venciere , si oyeres , si oyeres á la voz de Jehová tu Dios .
Bendito serás en la ciudad , y benditos en el campo .
Bendito el fruto de tu cuerpo , y el fruto de tu tierra , y el fruto de tus ganados , y el fruto de tus ganados , y las ovejas de tus ovejas .
Bendito tu cancanastillo y tu profecía .
Bendieres que en , y benditos , y bendigas serás cuando salieres , serás cuando salieres .
Jehová hará causa de tus enemigos que levantasen contra ti , para ser herir delante de ti ; y vendrán contra ti siete caminos ; y huirán siete caminos .
Jehová mandará bendición sobre ti , y en tus mercaderes , y en todo lo que tienes tu mano ; y él te bendecirá en la tierra que Jehová tu Dios te da .
Salmo de Jehová tu Dios , y anda en sus caminos .
Y todo el pueblo de la tierra verá que estás invocado por el nombre de Jehová ; y serán miedo de ti .
Y Jehová te confirmará en el fruto de la hacienda , en el fruto de tu cuerpo , y en el fruto de tus ganados , y en el fruto de tu tierra , en la tierra que juró Jehová á tus padres .
Jehová te abrerá su tesoro , el cielo para dar la lluvia á tu tierra en su tiempo , y á todo el obra de tu mano , y á todo el fin de tu mano : y tú no te matarás .
Y Jehová te hará la cabeza , y no los colores ; y serás sobre el velo , y no serás más alto , y no serás tú ; si oyeres á los mandamientos de Jehová tu Dios , que yo te mando hoy , para hacer y para hacer ;
Y no entrarás de alguna de las palabras que yo te mando hoy hoy , para ir á la diestra , ó á dioses ajenos ajenos , para servir á dioses ajenos .
Y será que si no oyeres , si no oyeres oído oído oído á la voz de Jehová tu Dios , para hacer todas sus mandamientos y sus estatutos que yo te mando hoy :
Maldito en la ciudad , y malditarás en el campo .
Maldito tu cancanastillo y tus narias .
Maldito el fruto de tu cuerpo , y el fruto de tu tierra , el fruto de tus vacas , y las ovejas de tus ovejas .
Maldito , cuando hubieres hecho , y malditos , y maldieres cuando salieres de .
Jehová enviará sobre ti , y reprensión , y en todas las cosas que hubieres hecho en tu mano para hacer , hasta que seas destruídos , y te perdones ; porque la maldad de tus obras , que me has dejado .
Jehová hará pestilencia á ti , hasta que te consumatará , hasta que te consumiere de la tierra , y de la tierra , á la cual has de poseer .
Jehová te herirá , y te herirán , y con lisonjero , y con logro , y con gusto , y con el cuchillo , y con el rocío , y con gusano , y con el rocío , y herirán á ti : y los seguirán hasta que perdones .
Y tus cielos que están sobre tu cabeza , y la tierra que está debajo de ti .
Jehová hará lluvia de tu tierra y de tu tierra : desde el cielo será derribada sobre ti , hasta que seas destruída .
Jehová te haré herir delante de tus enemigos : id á uno contra ellos ; id siete caminos , y siete caminos delante de ellos : y serán en todos los reinos de la tierra .
Y tu cuerpo será comida á toda aves del cielo , y á las bestias de la tierra , y nadie los desechará .
Jehová te herirá con el hiere de Egipto , y con los ríos , y con los collinos , y con los que no podrás sanar .
Jehová te herirá con mantones , y en escarnio , y en espanto de corazón :
Y tú te matarás en un día , como ciegos , como ciegos en tinieblas , y no serás prosperado en tus caminos , y no te salvará .
Harás tú la mujer , y otro hombre con su prójimo : edificarás casa , y no habitarás : edificarás viña , y no te recogerás .
Salmo de tus enemigos , y no serán muertos delante de tus ojos , y no comerás su asno : tu asno será quitado de tu asno , y no te será dado : tus ovejas será dado á tus enemigos , y no serás dado á tus enemigos , y no los matarán .
Tus hijos y tus hijas serán dada á otro pueblo , y tus ojos mirarán , y mirarán , y no se descubrirán en tu mano .
El fruto de tu tierra , y todos tus labio , gente que no sabes comer ; y tú serás quebrantado , y crujada ;
Y los que tú estarás para los ojos de tus ojos que verás .
Jehová te herirá en las rodillas , y en las rodillas , y en las piernas , y en las piernas de tu pie á la cumbre de tu pie .
Jehová te traerá , y tu rey que pondrás sobre ti , á gente que ni á tus padres ; y allí servirás á dioses ajenos ; y allí servirás á dioses ajenos , madera .
Y serás engrandecido por espanto , un proverbio , y una palabra entre todas las gentes , entre todas las gentes que Jehová te llevará .
Harás de grande simiente en el campo , y juntarás en el campo ; porque la langosta la de la langosta .
Harás plantados viñas , y no beberás de beber , ni bebirás del vino , ni recogido del vino , ni de los collarán .
olivares en toda tu término , y no te ungirás con aceite ; porque tus términos , y no te ungirás su fruto .
Has engendrado hijos y hijas , mas no los matarás ; porque entrarán en cautiverio .
Todos tus árboles y tu fruto de tu tierra la langosta .
El extranjero que está dentro de ti , subirá sobre ti alto ; y tú descendió muy alto .
Al Músico principal : á ti , y no te será , y no , y no serás fin de él , y no serás fin : él será la cabeza .
Y á ti , y á sus mandamientos vendrán , y te seguirá , y te venciere , y te venciere , hasta que seas destruído , hasta que no te oíste la voz de Jehová tu Dios , para guardar sus mandamientos y sus mandamientos que te había mandado :
Y serán sobre ti por señal y por señal , y sobre tu simiente para siempre .
Por lo cual no quisiste Jehová tu Dios con gozo , y con gozo de alegría , y de alegría , para la abundancia de todas las cosas ;
Y tú servirás á tus enemigos que Jehová enviare contra ti , en hambre , en hambre , y en sed , y en sed , y en toda tu cuello : y pondrá yugo de hierro sobre tu cuello , hasta que te destruyere .
Jehová traerá gente contra ti de lejos de lejos , de lejos de lejos , desde el fin de la tierra , como el águila ; y la gente no entenderás ;
La nación de la nación , que no esperará á la persona del viejo , ni mostrará la buena voluntad :
Y comerá el fruto de tus ganados , y el fruto de tu tierra , hasta que seas destruído : el cual también no te dejare , ó el grano de tus vacas , ó el fruto de tus ovejas , hasta que te destruyó .
Y cerán en todas tus ciudades , hasta que tus muros , hasta tus muros , hasta que descendiste , por todas tus muros , y en tu tierra : y cerán en todas tus ciudades que Jehová tu Dios te ha dado .
Y comerás los frutos de tu cuerpo , la carne de tus hijos y de tus hijas , que Jehová tu Dios te ha dado , en el cerco , y en el tormento , y en el paja de tus enemigos :
Y el hombre que está en medio de vosotros , y en gran manera , su ojo será mal para su hermano , y la mujer de sus hijos , y el resto de sus hijos que dejare :
Y el que no quisiere dar á alguno de los hijos de la carne de los hijos de sus hijos , á causa de los cuales él no le dejó en el cerco , y en las angustias , con tus enemigos con todo tu angustia .
PALABRA y con su hijo , que no quisiese tornar á la mujer de su pie sobre la tierra de su pie sobre la tierra , y su ojo será malo , y su ojo será malo al hijo de su seno , y á su hijo , y á su hija , y á su hija , y á su hija , que no quisiese tornar en el calor de su pie sobre la tierra por el dedo de su pie ,
Y á sus mancebos que viene de entre sus pies , y á sus hijos , y á sus hijos que ella fuere falta ; porque ella comerán de todas las cosas en el cerco y estrechas , con tu enemigo con tu angustia .
Si no guardares para hacer todas las palabras de esta ley que está escrito en este libro , para que seas seas gloria y temer , para siempre , y temer el nombre de Jehová :
Y Jehová hará tus platos , y las plagas de tus plagas , y las plagas de tu simiente , y de tiempo , y de tiempo , y de tiempo .
Y traerán sobre ti todas las enfermecias de Egipto , que fuiste temor de Egipto , que temieres ; y te serán á ti .
Y toda enfermedad , y toda plaga , que no está escrito en el libro de esta ley de esta ley , hasta que seas destruída .
Y dejaréis pocos pocos en número , que como las estrellas del cielo para la multitud del cielo ; porque no oyeres la voz de Jehová tu Dios .
Y será que , como Jehová os alegrará sobre vosotros bien bien , y multiplicad á vosotros ; y os alegraréis , y traeréis á vosotros , y os traeréis ; y seréis arrancados de la tierra de la tierra á la cual has de poseer .
Y Jehová te esparcirán entre todo el pueblo , desde el uno de la tierra hasta el otro ; y allí servirás , que ni tus padres , ni tus padres , y piedra .
Y entre estas gentes , ni hallarás , ni el dedo de tu pie ; mas Jehová te dará reposo , y el dolor de ojos ; mas Jehová te dará temor , y el dolor de ojos , y de dolor :
Y tu vida tendrá vida ; y de ti , y de noche , y de noche , y de noche , y de noche , y de noche ;
EN la mañana dirás : ¡ Oh Dios ! ¡ Oh Dios , que lo verás . Y tú , di : ¡ Ah , Dios ! porque el temor de tu corazón , y para los ojos de tus ojos , y de los ojos de tus ojos que verás .
Y Jehová te traerá en navíos con navíos , junto á navíos con navíos , por el camino de ti , y no lo verás más : y seréis vendidos á vuestros enemigos y á vuestros siervos , y no compraréis .
Y Josué juntó todas las tribus de Israel á Sichêm , y llamó por los ancianos de Israel , y por sus cabezas , y por sus jueces , y por sus jueces , y por sus oficiales , y por los Levitas se juntaron delante de Dios .
Y Josué dijo á todo el pueblo : Así ha dicho Jehová Dios de Israel : Velad nuestros padres en la otra parte del diluvio , el padre de Abraham , y el padre de Nachâ : y sirvieron á dioses ajenos .
Y tomé vuestro padre de la otra parte del diluvio , y llevólo por toda la tierra de Canaán , y dió á Isaac .
Y dí á Jacob á Jacob y á Esaú : y dió á Esaú el monte de Seir , para que la poseían ; mas Jacob y Jacob su hijos descendió á Egipto .
Y envié á Moisés y á Aarón , y á Aarón , y á Egipto , conforme á lo que yo hice entre ellos ; y después de ellos os hice .
Y llevé vuestros padres de Egipto : y vino á la mar , y á los Egipcios , y á caballo tras vuestros padres , y á la mar Bermejo .
Y clamaron á Jehová , puso tinieblas entre vosotros tinieblas y los Egipcios , y cubriéronlos á la mar , y cubriéronlos ; y habéis visto en Egipto : y habéis visto en el desierto .
Y os traje en la tierra de los Amorrheos , que habitaba en la otra parte del Jordán ; y ellos he dado en vuestra mano , para que la poseáis su tierra ; y los destruí de delante de vosotros .
Y Balac hijo de Sidón , rey de Moab , levantóse de Moab , levantóse contra Israel , y envió contra Israel , y envió á Balaam hijo de Beor :
Mas yo no quisiera oir oir á Balaam ; por tanto , os bendijo : así os libré de su mano .
Y partisteis al Jordán , y vino á Jericó : y libré á vuestras manos contra vosotros , pelearon contra vosotros , y al Amorrheo , y al Hetheo , y al Hetheo , y al Hetheo , y al Jebuseo , y al Heveos ; y librélos en vuestras manos .
Y envié la red delante de vosotros , que los descubrieron de vosotros , que de vosotros los reyes de los Amorrheos , sino con tu espada , ni con tu arco .
Y os he dado la tierra que no habéis obrado , y las ciudades que no edificasteis , y habitaréis en ellos , y habitaréis en ellos , y moriréis .
Y temed Jehová , y servid en él , y en verdad , y en verdad ; y vistió los dioses ajenos que sirvieron á vuestros padres , y en Egipto ; y servisteis á Jehová .
Y si lo hiciereis mal á Jehová , que sirváis á Jehová , á los cuales serviréis , á los dioses ajenos que sirvieron á vuestros padres que á la otra parte del río , ó el dioses de los Amorrheos , en cuya tierra habitaréis ; y así serviremos á Jehová .
Y respondió el pueblo , y dijo : De ninguna manera que dejamos á Jehová , á dioses ajenos ajenos ajenos ;
Porque Jehová nuestro Dios , él nos ha traído que nos sacó y nuestros padres de la tierra de Egipto , de la casa de servidumbre , y de la casa de servidumbre , y guardaron en nuestros ojos , y guardaron en todo el camino que hemos ido , y en medio de todos los pueblos :
Y Jehová sirvió de delante de nosotros á todo el pueblo , el Amorrheo que habitaba en la tierra : por tanto , también nos serviremos á Jehová : porque él es Dios .
Y Josué dijo al pueblo : No podéis servir á Jehová : porque él es Dios santo ; no perdonará vuestras rebeliones , ni perdonará vuestros pecados .
Si dejareis Jehová , y sirviere á dioses ajenos ajenos ajenos ajenos , él os volvereis , y os hará mal , y os hará mal .
Y el pueblo dijo á Josué : No , sino serviremos ; mas serviremos á Jehová .
Y Josué dijo al pueblo : Vosotros sois testigos contra vosotros que vosotros habéis elegido á Jehová , para servirle . Y ellos dijeron : Nosotros somos testigos .
Y quitó , y dijo : El dioses que entre vosotros , y inclinó vuestro corazón á Jehová Dios de Israel .
Y el pueblo dijo á Josué : Jehová Dios nuestro Dios serviremos , y su voz serviremos .
Y Josué hizo pacto con el pueblo que y puso en el día que había sido estatuto perpetuo y estatuto perpetuo en Sichêm .
Y Josué escribió estas palabras en el libro de la ley de Dios , y tomó un gran piedra grande piedra , y ponía debajo de Jehová .
Y Josué dijo á todo el pueblo : He aquí que esta piedra nos será testigo testigo testigo ; porque ha oído todas las palabras de Jehová que él nos habló : por tanto os será testigo , porque no seáis aceptos á vuestro Dios .
Y Josué el pueblo se aparta , cada uno á su heredad .
Y ACONTECIÓ que después de estas cosas , que Josué hijo de Nun , siervo de Jehová , el criado de cien años .
Y sepultáronlo en el término de su heredad en Timnaza , que está en el monte de Ephraim .
Y sirvieron á Jehová todos los días de Josué , y á todos los días de Josué , y á los ancianos de los ancianos que habían visto á Josué , y á todas las obras de Jehová .
Y la heredad de los hijos de José , que los hijos de Israel llevaron de Egipto , en Sichêm , en Sichêm , en una parte de la tierra que compró á Jacob , padre de los hijos de Sichêm : y fué la herencia de los hijos de José .
Y murió Eleazar hijo de Aarón ; y sepultáronlo en un monte que había dado á Phinees su hijo , el cual le fué dado en el monte de Ephraim .
Y los Filisteos tomó el arca de Dios , y trajéronlo de Eezer á Asdod .
Y tomando los Filisteos el arca de Dios , trajeron á la casa de Dón , y puso junto á la casa de Dón .
Y luego de Asdod se levantó de mañana , he aquí Dón , he aquí Dón sobre su cara á la tierra de Jehová . Y tomaron á Di , y púsole en su lugar .
Y COMO se levantaron sobre el día siguiente , he aquí que Di , he aquí Dón sobre su cara á la haz del arca de Jehová ; y la cabeza de Dón de sus manos fueron talados , y los colores de sus manos : solamente sólo la mañana de Demboscada .
Por tanto , ni los sacerdotes de Dón , ni venga á Dón en casa de Dón , en Asdod en Asdod hasta hoy .
Mas la mano de Jehová estaba sobre ellos de Asdod , y destruyó á ellos , é hirió á Asdod , y á sus términos , y á sus términos .
Y viendo los de Asdod que era así , dijeron : El arca del Dios de Israel no morará : porque su mano sobre nosotros , y sobre Dón , y sobre Dón .
Y enviaron todos los príncipes de los Filisteos á Gath , y dijo : ¿ Qué haremos con el arca de Israel ? Y ellos respondieron , el arca de Dios de Israel . Y ellos respondieron , el arca de Dios de Israel . Y llevaron el arca de Dios de Israel .
Y fué , que después de él había llevado , la mano de Jehová contra la ciudad muy grande : y hirió los hombres de la ciudad , y tenían grandes , y grandes , y grandes , y tenían grandes , y grandes , y los cuales fueron llevados en sus ocultos .
Y envió el arca de Dios á Ecrón y á nuestro pueblo . Y aconteció que como el arca de Dios venía el arca de Dios á Ecrón , diciendo : Dón han traído el arca del Dios de Israel , para matarnos y matarnos .
Y enviaron á todos los príncipes de la ciudad , y dijeron : Entra el arca del Dios de Israel , y venid á su lugar , para matar á su lugar , para que no nos mata , y á nuestros pueblos : porque hubo un quebrantamiento por toda la ciudad ; y la mano de Dios fué muy consumido .
Y murió los hombres que no fueron heridos con los sepulcros ; y clamaron el clamor de la ciudad .
Y oyendo el hijo de Saúl que Abner era muerto en Hebrón , sus manos fueron turbados , y todos los de Israel .
Y Saúl hijo de Beana , dos varones de Benjamín : y el nombre de Benjamín era Baana , y el nombre de los hijos de Rechâb , los hijos de Rimmón , de los hijos de Benjamín : ( ( porque Beeroth era de Benjamín :
Y los Ceretheos huyeron á GiGittano , y fueron sujetos hasta hoy hasta hoy .
Y Jonathán , hijo de Saúl , que era hijo de su nombre . Y su nombre se llamaba Mephi-boseth de Saúl , cuando se llegó de Saúl , y de Jonathán , y tomó á su mano , y huyó ; y aconteció que como ella se apresuró , y se hizo venir . Y su nombre se llamaba Mephi-boseth . Y él era cinco años .
Y los hijos de Rimmón , Rechâbita , Rana , y Baana , y Baana , y vino á la casa de los Is-boseth , el que estaba sobre la casa de Is-boseth .
Y vinieron á la casa de la casa , como si quisiesen trigo ; y le hirieron debajo de la casa ; y le hirieron , y escapó su hermano .
Y entrando en la casa , puso sobre su cama en su cama , y le hirieron , y le hirieron , y le hirieron , y tomándole su cabeza , y quitólo su cabeza .
Y trajeron la cabeza de los Is-boseth á David á David , y dijo á Hebrón : He aquí que el rey de Saúl , el enemigo de Saúl , que buscó tu enemigo , y Jehová ha vencido mi señor el rey de Saúl , y su simiente .
Y respondió David á Rechâb y á Baana su hermano , hijos de Rimmón , y díjoles : Vive Jehová , el que ha redimido mi alma de todos ,
Y COMO me declaró , diciendo : He aquí Saúl es muerto , que Saúl es muerto , el rey de los que le traje , y maté en Siclag , el cual yo le he dado recompensa :
¿ Cuántos , cuando matare los muertos en su casa sobre su cama ? ¿ no pues , yo pues , no lo haré ahora su sangre , y os quitaré de la tierra ?
Y mandó David á sus mancebos , y mataron á ellos , y talólas sus manos , y alzaron sus pies , y alzaron sus pies , en Hebrón . Mas tomaron la cabeza de los Is-boseth , y sepultáronlo en el sepulcro de Abner .
Y como la reina de Seba oído de la fama de Salomón , el nombre de Jehová , vino á él con ficios .
Y vino á Jerusalem en gran manera , y en camellos , con camellos que parió á Salomón , y piedras preciosas , y piedras preciosas , y piedras preciosas : y cuando ella había venido á Salomón , habló con él de todo lo que estaba en su corazón .
Y contólo Salomón todas sus ficios : no había cosa oculto del rey , el cual no lo declaró .
Y la reina de Seba tenía toda la sabiduría de Salomón , y la casa que había edificado ,
Y la mesa de su mesa , y sentóse el espíritu de sus siervos , y la ropa de sus ministros , y sus vestidos , y sus vestidos , y su pañadores , y su paja por lo que había subido á la casa de Jehová ; no había más espíritu en ella espíritu .
Y ella dijo al rey : El mismo era verdadero verdadero que he oído en mi tierra de tus hechos y de tu sabiduría .
Mas yo no he creído las palabras hasta que he venido , y mis ojos lo vieron ; y he aquí , la mitad de mí : y tu sabiduría me ha oído .
Châm son tus hombres , bienaventurados tus siervos , que están delante de ti , que se ponen tu sabiduría , y que tu sabiduría .
Bendito sea Jehová tu Dios , que me hace en ti , para poner en el trono de Israel : porque Jehová amó á Israel , por tanto , y justicia .
Y dió el rey ciento veinte talentos de oro , y veinte talentos de oro , y de oro ; y piedras preciosas , y piedras , y piedras , y piedras ; no vino más que la reina de los que la reina Salomón dió á Salomón rey .
Y la envidia de Hiram , que traje de Ophir de Ophir , en de Ophir , en Ophir , y piedras .
Y el rey de las cabezas de las columnas para la casa de Jehová , y para el salterio del rey , porque también cantores , y salterios : porque no vino más , ni los cantores , ni se ven hasta hoy .
Y el rey Salomón dió á la reina de Seba toda su deseo , que todo lo que le dió , y fué vuelto de su vida real . Y ella volvió , y fué á sus siervos .
Y el peso de oro que vino á Salomón en un año seiscientos sesenta y seis talentos de oro ,
PALABRA que tenía de los mercaderes , y de los mercaderes , y de los mercaderes , y de todos los reyes de Arabios , y de la tierra .
Y rey Salomón hizo doscientos y doscientos siclos de oro ; seiscientos siclos de oro : seiscientos siclos de oro de oro .
Hizo asimismo trescientos escudos de oro , y tres de oro ; y tres de oro de oro : y el rey puso en la casa del Líbano .
Y el rey hizo gran trono de un trono , y cubriólo de oro , y cubriólas de oro .
Aquel trono tenía seis pasos , y la cumbre del trono , y la cumbre del trono , y los dos de la cubierta , y dos leones , y dos leones .
Y doce leones estaban á la una parte y á la otra de la otra : no había semejante en el reino .
Y todos los días del rey Salomón , vasos de oro , y todos los vasos de la casa del bosque de la casa del Líbano : no era plata en los días de Salomón .
Porque el rey tenía envidia de envidia de envidia , y de madera de Tharsis : en tres años vino en tres años , trayendo oro , trayendo de plata , y plata , y de plata , y de madera .
Y rey Salomón hizo inquirir todos los reyes de la tierra por las riquezas de la tierra .
Y toda la tierra buscó á Salomón , para oir su sabiduría , que Dios puso en su corazón .
Y trajeron cada uno á su presente , vasos de plata , y vasos de oro , y de oro , y de caballos , y de cabalgunas , y de un año .
Y juntó Salomón carros y gente de á caballo : y tuvo mil y cuatrocientos carros , y doce mil carros , y doce mil , á caballo , al rey .
Y el rey hizo plata en Jerusalem como piedras de piedras , y de cedros , para ser como de cedro que están en los cedros , para la abundancia .
Y Salomón tenía caballos de Egipto , y lino torbellino : el rey del rey de Siria .
Y subió un carro , y salieron de Egipto para seiscientos siclos de plata , y un caballo : y así para todos los reyes de Siria , y por los reyes de Siria , y por los reyes de Siria , é hiciéronlos á los de Siria .
Y ACONTECIÓ en el año tercero de Hohijo de Ela , rey de Israel , que Ezechîas hijo de Achâz rey de Judá , comenzó á reinar .
Di y cinco años de cinco años era cuando comenzó á reinar ; y reinó veinte años en Jerusalem . Y su nombre Abi , hija de Abías .
E hizo lo recto en ojos de Jehová , conforme á todas las cosas que David su padre .
E hizo subir los altos , y quebró las estatuas , y taló las imágenes , y derribó los sepulcros de metal , que Moisés había hecho sahumerios : porque á los días de Israel lo quemó , y llamó á los hijos de Negán .
Al Músico principal : en Jehová Dios de Israel : en Jehová Dios de Israel : en Jehová Dios de Israel , de Israel ; y en Jehová Dios de Israel , y en Jehová Dios de Israel ; y en Jehová Dios de Israel , así en Jehová
Porque él tomó á Jehová , y no se apartó de él de él , sino que guardó sus mandamientos , sino sus mandamientos que Jehová lo había mandado á Moisés .
Y HABLÓ Jehová con él ; y prosperó á donde quiera que iba ; y rebelóse contra el rey de Asiria , y no le sirvió .
E hirió los Filisteos á Gaza , y á Gaza , y á los términos de la torre de la rueda .
Y ACONTECIÓ que en el año de Ezechîas rey de Ezechîas , que el año séptimo , el año del rey de Israel , el rey de Israel , el rey de Asiria , vino contra Samaria , y cercó .
Y al cabo de tres años lo tomaron : en el sexto año de Ezechîas , que es el año nueve años , el rey de Israel , fué tomado á Samaria , rey de Israel .
Y el rey de Asiria llevó á Asiria á Asiria , y púsolos en Halah , y en las ciudades de Gozán , y en las ciudades de Gozán :
Porque no obedecieron la voz de Jehová su Dios , sino su pacto , y todo lo que Moisés siervo de Jehová lo había mandado , y no escucharon .
Y en el año catorce del rey Ezechîas hizo á Sennachachêrib rey de Asiria contra todas las ciudades fuertes de Judá , y tomó .
Y el rey Ezechîas rey de Judá envió al rey de Asiria á Lachîs rey de Asiria , diciendo : He aquí yo he puesto en mí ; y el rey de Asiria me llevaré . Y el rey Ezechîas dijo á Ezechîas rey de Judá : trescientos talentos de plata y treinta talentos de oro .
Y Ezechîas le dió toda la plata que halló en la casa de Jehová , y en los tesoros del rey .
EN aquel tiempo Ezechîas hizo talar las puertas del templo de Jehová , y de las columnas que Ezechîas rey de Judá , y de las columnas que Ezechîas rey de Judá , y dió al rey de Asiria .
Y al rey de Asiria envió á Tarttán , y á Rabsaces , que está en el campo de Lachîs . Y subió á Ezechîas , y á Jerusalem . Y subieron á Jerusalem . Y ellos , y llegaron á Jerusalem . Y el rey de Asiria , que está en el camino , que está en el camino del campo .
Y llamaron al rey , vino á Eliacim hijo de Hilcías , el cual estaba sobre la casa de Hilcías , el cual estaba sobre la casa , y Jobna hijo de Asaph .
Y Rabsaces dijo á Ezechîas : Habla á Ezechîas : Así ha dicho Ezechîas : Así ha dicho el gran rey de Asiria : ¿ Qué confianza ?
Y tú dices : ¡ Ah ! mas son las palabras , y yo he consejo y fortaleza para la guerra . Ahora pues , que no confias contra mí ?
Y he aquí que tú confias sobre el bordón de esta caña de caña , sobre Egipto , que si alguno alguno alguno alguno , en su mano , y despedazará : así Faraón rey de Egipto es rey de Egipto á todos los que están en él .
Mas si me dijereis : Nosotros confiamos en Jehová nuestro Dios : ¿ no es lo que hizo , y cuyos altares ha quitado Ezechîas , y dijo á Judá , y á Jerusalem : Vosotros adoraréis delante de este altar ?
Ahora pues , yo te ruego que mi señor el rey de Asiria , y yo te entregaré dos mil caballos , y yo te pondré dos mil caballos , si fuere sobre ellos .
¿ Cómo pues quieres la cara de un capitán de los más pequeños de los siervos de mi amo , y pon tus siervos en Egipto ?
Salmo de David , y destruí fuera de Jehová contra este lugar para destruirlo . Dijo Jehová á mí : Sube contra esta tierra , y destruyeron .
Y dijo Eliacim hijo de Hilcías , y Seba , y Joah , y Joah , á Rabsaces , y á Rabsaces , para que tus siervos en la lengua de la lengua : porque entendemos , y no con nosotros en los Judíos del pueblo que están en el muro .
Mas Rabsaces dijo á mí : ¿ No me envió mi amo á mí , y á ti , y á ti , y á ti ? ¿ No me envió á mí las palabras que se senten el muro , para que comen su estiércol , y beben su tiempo ?
Y Rabsaces y gritaban á gran voz en los Judíos de los Judíos , diciendo : Oye la palabra del rey de Asiria , el rey de Asiria :
Así ha dicho el rey : No engañe Ezechîas : porque no podrán libraros de su mano :
Ni os confiará Ezechîas en Jehová , diciendo : Jehová nos entregará , y esta ciudad , y no será entregada en mano del rey de Asiria .
No escuchéis á Ezechîas : porque así ha dicho el rey de Asiria : Hacedor conmigo por presente , y venid á mí cada uno de su vid , y comeréis cada uno de su vid , y bebisteis cada uno de su higuera , y bebisteis todas las aguas de su mistura :
Hasta que yo venga á vuestra tierra , diciendo : Jehová nos entregará la tierra como vuestra tierra , una tierra de trigo y de viñas , y de olivas , y de miel , para que viviereis , y no muera : y no oyereis á Ezechîas , diciendo : Jehová nos entregará .
¿ Hó de los dioses de los dioses de las gentes de los dioses de la tierra de Asiria ?
¿ Dónde son los dioses de Hamath , y de Arpha ? ¿ dónde son los dioses de los dioses de Sepharharim ? ¿ Harán de mi mano ?
¿ Quién son entre los dioses de todas las tierras de los dioses de las tierras , que libró su tierra de mi mano ?
Mas el pueblo callaba su paz , y no le respondió palabra ; porque el mandamiento del rey era mandamiento , diciendo : Andro , diciendo : No le faltó .
Y vino Eliacim hijo de Hilcías , que estaba sobre la casa , y Sena escriba , y Joah hijo de Asaph hijo de Asaph , á Ezechîas , á Ezechîas , y á las palabras de Rabsaces .
Y COMO David era viejo y lleno de días , hizo Salomón su hijo sobre Israel .
Y juntó todos los príncipes de Israel , con los sacerdotes y Levitas .
Y los Levitas fueron contados de los treinta años de los treinta y un número ; y el número de ellos , por treinta y ocho mil .
Y de los veinte y cuatro mil que habían de la obra de la casa de Jehová ; y seis mil , y seis mil , y seis mil :
Y fueron cuatro mil porteros : y cuatro mil , y cuatro mil que alababan á Jehová con los instrumentos que hice con ella .
Y fueron repartidos en los atrios de los hijos de Leví , Gersón , Gersón , Gersón , Gersón , Coath , y Merari .
De los Gersón , Laadán , Laadán , y Simi .
LOS hijos de Laadán : el principal de los Jehiel , Setham , y Joel , y Joel .
Los hijos de Semei : Semath , Hasabías , y Harán , y Harán . Estos fueron los principales de los padres de Laadán .
Y los hijos de Semei , Jaina , Zina , y Jeús , y Berías , y Berías . Estos fueron los hijos de Semeías .
Y Jadán , y Zizama el segundo segundo : mas Joram no tenía muchos hijos : por tanto , conforme á la casa de sus hijos , conforme á la casa de ellos .
LOS hijos de Coath : Amram : Amram , Izhar , Hebrón , Uzziel , Uzziel .
LOS hijos de Amram : Aarón y Moisés fué apartado ; y Aarón , para santificar , para santificar las cosas santo , y sus hijos para siempre , para ministrarlo á Jehová , y á su nombre para siempre .
Y acerca de Moisés varón de Dios , sus hijos fueron llamados de la tribu de Leví .
los hijos de Moisés , Gersón , Eliezer , Eliezer , Eliezer .
De los hijos de Gersón , Semael , Semael principal .
Y los hijos de Eliezer fueron Reezer , Reama el tribuno . Y Eliezer , no tenía hijos : mas los hijos de Reu fueron muchos .
De los hijos de Izhar : Semamamamamath , cabezas de los principales .
De los hijos de Hebrón : Jeroías , Amarías , el segundo , Jahaziel , el tercero .
De los hijos de Uzziel : Michâh , el primero , y el segundo .
LOS hijos de Merari : Mausi , y Musi , y Musi . Los hijos de Mahali : Eleazar , Eleazar , y Cis .
Y murió Eleazar , y no tuvo hijos , sino hijas ; y sus hermanos los hijos de Cis .
los hijos de Musi : Mausi , y Ethoth , y Asdeoth , y tres .
Estos fueron los hijos de la casa de Jehová , por la casa de sus padres ; la cuenta de los padres , por cuenta de los nombres , por cuenta de la casa de Jehová , desde veinte años de veinte años y arriba .
Y David dijo : Jehová Dios de Israel ha dado reposo á su pueblo , para que moran en Jerusalem :
Y á los Levitas : no llevarán más del tabernáculo , ni de los vasos de ella para el servicio .
Porque por los postreros de David fueron contados de veinte años de veinte y de veinte años :
POR lo cual fué á los hijos de Aarón en los hijos de Aarón , para el servicio de la casa de Jehová , en los atrios , y en las cámaras de todas las cosas consagradas , y en la obra de la casa de Dios ;
Y por el pan , y por toda medida , y por la flor de harina para presente , y por la flor de los panes sin levadura , y para el que está en el torio , y para todos los que está en la costumbre , y por toda medida ;
Y para toda mañana y alabar á Jehová , y alabar á Jehová , y asimismo en alabanza ;
Y para ofrecer todo holocaustos á Jehová en los sábados , en los sábados , y en las solemnidades , y sobre las solemnidades , conforme á la manera que les mandó , delante de Jehová :
Y para que guardasen la guarda del tabernáculo del testimonio , y el cargo de los hijos de Aarón , y el cargo de los hijos de Aarón , en el servicio de la casa de Jehová .
Joas era de siete años cuando comenzó á reinar , y reinó en Jerusalem cuarenta años en Jerusalem . El nombre de su madre era Sibia .
E hizo Joas lo recto en ojos de Jehová todos los días de Joiada sacerdote .
Y tomó Joiada para él dos mujeres , y engendró hijos é hijas .
Y ACONTECIÓ que después de esto Joas , que Joas era de la casa de Jehová .
Y juntó los sacerdotes y Levitas , y dijo á los Levitas , y díjoles : Id á las ciudades de Judá , y juntaos de todo Israel , y junta á la casa de vuestro Dios , desde el año . Mas los Levitas no lo vieron .
Y el rey llamó á Joiada hijo de Israel , y le dijo : ¿ Por qué no tienes de los Levitas de Judá y de Jerusalem , y de Jerusalem de Jerusalem , conforme al mandamiento de Moisés siervo de Jehová , y de la congregación de Israel ?
Porque los hijos de Athalía , la mujer de Dios ; y asimismo toda la casa de Jehová ; y asimismo la dedicación de la casa de Jehová , sobre los Baales .
Y en el mandamiento del rey hicieron mandamiento , y puso fuera fuera fuera de la puerta de la casa de Jehová .
Y pusieron en el desierto sobre Judá y Jerusalem , para traerrar á Jehová en el desierto .
Y todos los príncipes y todo el pueblo , y alegraron en pie , y echaban en la gente , hasta que habían hecho fin .
Y ACONTECIÓ que , que el día del rey , y llevóla , y lleváronla , y el dinero del rey de los Levitas , y viendo á la gente del rey , y viendo el escriba del rey , vino y el eunuco del eunuco , y tomó , y llevólo á su lugar . E hicieron pasar el día del rey .
Y el rey Joiada dió á los que obra de la casa de Jehová .
Y hacían la obra , y la obra de la perfección de ellos , y pusieron la casa de Dios en su fortaleza , y esforzados .
Y como acabaron , trajeron á la casa de Jehová todos los días delante del rey , y Joiada , de los vasos de la casa de Jehová , para ministrar , y para ofrecer , y de plata . Y ofrecieron holocaustos en la casa de Jehová todos los días de Joiada .
Y Joiada , y Joiada era lleno de días , cuando murió de cien días , y treinta años , y treinta años , y treinta años .
Y sepultáronlo en la ciudad de David entre los reyes , por cuanto había hecho bien bien bien en Israel , así á Dios , así á su casa .
Y después de la muerte de Joiada vino á los príncipes de Judá , é hizo volver á los príncipes de Judá . Entonces el rey los escuchó .
Y dejaron la casa de Jehová Dios de sus padres , y sirvieron á Jerusalem : y vino la ira sobre Judá y de Jerusalem .
Y envió á los profetas , para traerlos á Jehová ; y testificaron contra ellos ; mas no quisieron oído .
Y FUÉ el espíritu de Dios sobre Zacarías hijo de Joiada , que se puso sobre el pueblo , y díjoles : Así ha dicho Dios : ¿ Por qué habéis sido prosperado ? porque vosotros habéis dejado Jehová , no habéis prosperado ?
Y conspiraron contra él , y le apedrearon con piedras en el mandamiento del rey en el atrio de la casa de Jehová .
Y murió Joas rey de la misericordia que Joiada su padre lo había hecho , sino su hijo . Y murió , y murió , y murió . Y murió : Jehová miró , y murió .
Y ACONTECIÓ que al cabo del rey de Damasco .
Porque el ejército de los Siros vino con un poco pequeño , y Jehová entregó un gran ejército en su mano , por cuanto habían dejado Jehová Dios de sus padres . Así hicieron juicio contra Joas .
Y partidos de él , ( mas sepultáronlo en la ciudad de David , porque le dejaron en gran manera , y sus siervos contra él , y le mataron , y murió en su cama , y murió : y sepultáronlo en la ciudad de David , y sepultáronlo en los sepulcros de David , mas no le sepultaron en los sepulcros de los reyes .
Y ESTAS son los que contra él ; Zabad hijo de Simath , y Jozabad hijo de Sima , y Jozabad hijo de Sima .
Y reinó sobre sus hijos , y la grandeza de la grandeza de las caras , y las barras de la casa de Dios , he aquí está escrito en el torio de los reyes . Y reinó Amasías su hijo reinó en su lugar .
Y todo el pueblo se juntaron como uno en una plaza de la plaza que estaba delante de las aguas ; y hablaron á Ezra , el escriba de Moisés , que Jehová había mandado á Israel .
Y Ezra sacerdote delante de la ley de la congregación , y de mujeres , y todo lo que hablaba con entendimiento , sobre el primero del mes séptimo .
Y leyó en la plaza que estaba delante de las aguas hasta la puerta de la mañana hasta el día hasta el día y las mujeres , y las mujeres , y los oídos de todo el pueblo se podía entender hasta el libro de la ley .
Y Esdras se puso sobre su diestra ; y Misael , y Hasabán , y Hasadán , y Mesullam , y Mesullam , y Hilcías , y Hilcías , y Hilcías , y Maasías , y Maasías , y á su diestra ; y á su mano izquierda , Pedam , y á Hasabán , y á Hasadán , y á Mesullam , y á Mesullam .
Y Ezra el libro en los ojos de todo el pueblo ( que estaba sobre todo el pueblo ; y cuando él abrió todo el pueblo ; y como él se levantó , todo el pueblo :
Y Ezra á Jehová , Dios , el gran Dios . Y respondió todo el pueblo , Amén , y alzaron sus manos : Amén , y adoraron á Jehová con sus rostros , y adoraron á Jehová con sus rostros .
Y Jesuá , y á , y á la ley : y el pueblo estaba en su lugar .
Y leyeron en el libro de la ley de Dios en la ley de Dios , y diéronlos , y diéronlos á entender el consejo .
Y Zacarías , que es el Tirsatha , y Ezra , y Ezra sacerdote escriba , y los Levitas que enseñaba el pueblo , dijo á Jehová vuestro Dios : No está santo á Jehová vuestro Dios : no lloran , ni lloran . Porque todos los pueblos , cuando oyeron las palabras de la ley .
Y díjoles : Id á vuestro camino .
Y los Levitas todos los del pueblo , diciendo : Hoy vuestra paz , por el día santo ; ni seáis vosotros .
Y todo el pueblo fué contado á comer , y á beber , y á beber , y á enviar grandes , y á saber , y á causa de las palabras que habían sido declarado á ellos .
Y sobre el segundo día de los padres , de todo el pueblo de los sacerdotes , y los Levitas , y los Levitas , al escriba .
Y hallaron en la ley que Jehová había mandado por Moisés , que los hijos de Israel moraban en la cárcel en la fiesta del mes séptimo :
Y para que sepan , como está escrito , y en todas sus ciudades , y en Jerusalem , diciendo : Sube al monte , y á la oliva , y á las ramas , y á las ramas , y de madera , y de madera , hasta que está escrito .
Y fué el pueblo de la puerta de Ephraim , y llevólos en las plazas , y en los atrios de su casa , y en los atrios de la casa de Dios , y en la plaza de las aguas , y en la plaza de Ephraim .
Y toda la congregación de los que habían venido de la transmigración de la transmigración , y sentóse debajo de los hijos de Jesuá : porque desde el día de Israel había hecho los hijos de Israel .
Y por siete días , desde el primer día hasta el postrero de la ley , leyó en el libro de la ley de Dios . Y guardaron los siete días , y el octavo día .
Y RESPONDIÓ Eliphaz , y dijo :
¿ Ha sabio sabio sabio , y henchido su vientre con el viento del viento ?
¿ Hará de aprovechar con aprovechura ? ¿ ó con lisonjas ? ¿ ó no puede bien ?
Y tú , oh envidia de temor , y la oración delante de Dios .
POR tu boca , y la lengua de la lengua .
Salmo de ti . Tómate , y no te he : y tus labios , y tus labios contra ti .
¿ Eres tú el primero que era nacido ? ó tú delante de los collados ?
¿ Has oído el oculto de Dios ? ¿ y tú has oído en sabiduría para ti ?
¿ Qué sabes , que no sabemos ? ¿ qué tienes ? ¿ quién , que no está en nosotros ?
Con nosotros nosotros somos como los matadores , y muy grande , y muy muy muy grande , más que tu padre .
¿ Es la consolación de Dios contigo ? ¿ hay oculto de ti ? ¿ hay oculto contigo ?
¿ Por qué tu corazón te quita ? ¿ y qué obra tus ojos ?
Para que tu espíritu contra Dios , y propuso las palabras de los que saliste de tu boca ?
¿ Quién es el hombre limpio ? ¿ y el que nacido de la mujer , para que sea justo ?
He aquí que no confía en sus santos ; y los cielos no hay limpio en su presencia .
¿ Cómo más más más grande y tu suciedad , que la cual de aguas como aguas ?
Yo te mostraré , y me oiré ; y lo que he visto ; y lo que he visto ;
Los cuales dieron aviso de los padres de sus padres , y no lo han escondido ;
A la cual solo solo solo solo solo , y no pasaba entre ellos .
El impío del hombre , y el número de los años , y el número de los años , y el número de los años .
Al principal : en sus oídos : en sus oídos : en la prosperación del homicida vendrá sobre él .
El que no cree , él volverá de tinieblas , y él es esperado de tinieblas , y él es esperado de la espada .
A causa de las tinieblas , diciendo : ¿ Dónde está ? El que conoce el día de las tinieblas , en su mano .
Salmo de David . AH , y temblarán , y temerán ; contra él , como el rey á la batalla .
Porque extiende su mano contra Dios , y aprendiere contra el Omnipotente .
Al principal : sobre él , sobre su cuello , sobre el cuello de su cuello , y sobre sus dichos ;
Porque cubre su rostro con su grosura , y hace copas de grosura de grosura de grosura de grosura .
Y habita en ciudades , y en las ciudades que no habitan en las ciudades que no se acercan .
No se afirmará , ni su hacienda , ni su hacienda permanecerá en su obra .
No se apartará de tinieblas ; la llama de sus ramas , y por el espíritu de su boca , y por el espíritu de su boca saldrá .
No lo que es engañado en vanidad : porque vanidad será su pago .
Y será cumplido delante de su tiempo , y su tío no será árbol verano .
Acortará sus truenos como la vid , y arrojará su flor como la vid , y arrojará su flor de oliva .
Porque la congregación de los hipócritas serán asolados , y fuego consumidos de las molduras .
Cántico tico tico gradual , y traen vanidad , y su vientre .
Salmo de David . ¡ Cuán son los que me levantan ! ¡ Oh Jehová , que se levantan contra mí .
Muchos que dicen de mi alma : No hay ayuda en Dios . ( Selah . )
Mas tú , Jehová , escudo de escudo ; mi gloria , y la gloria de mi cabeza .
Clamé á Jehová con mi voz , y él me oyó de su monte . ( Selah . )
Salmo de David . Yo me acosté , y durmió ; porque Jehová me ha despedazado .
No me temáis de diez de diez pueblos , que han puesto contra mí en derredor de mí alrededor .
Levántate , oh Jehová : líbrame , oh Dios : porque has herido mis enemigos sobre los sebos de los dientes .
Saludad á Jehová : tu bendición está sobre tu pueblo . ( Selah . )
Alégraos en Jehová , justos : porque alabanzas de los rectos .
Alma con arpa : cantanzas de salterio y salterio , y salterio de diez .
Cantad á un cántico : tazones de gran voz .
Porque la palabra de Jehová es derecho ; y todas sus obras han hecho en verdad .
El ama la justicia y el juicio : la tierra de Jehová .
Por la palabra de Jehová fueron los cielos ; y todo el ejército de ellos por el espíritu de su boca .
Acortó las aguas de la mar como un montón ; y él subía el profundo de las aguas .
Toda la tierra temed Jehová ; todos los moradores del mundo estamos en los moradores de él .
Porque él habló , y lo había hecho ; él mandó , y paróse .
Jehová hace consejo de las gentes de las gentes : él hace consejo de los pueblos de los pueblos de los pueblos no .
EL consejo de Jehová está para siempre , los pensamientos de su corazón para generación .
Bendito el que Dios es Jehová ; y el pueblo que ha elegido por su heredad .
Jehová mira de los cielos : él mira todos los hijos de los hombres .
Desde el lugar de su morada mira sobre todos los moradores de la tierra .
Dejad sus corazones ; él todos sus corazones ; él también todos sus obras .
No hay rey por la multitud de un ejército : un hombre poderoso no es librado de fortaleza .
El caballo es vor de vano : ni librará por su fortaleza .
He aquí que el ojo de Jehová está sobre los que le temen , sobre los que en su misericordia ;
Para librarlos su alma de muerte , y para celebrasen vida en hambre .
Nuestro alma espera á Jehová : él es ayuda y escudo y escudo .
Porque nuestro corazón se alegrará en él , por cuanto hemos esperado en su santo nombre .
Salmo de David . Salmo de David , oh Jehová , sobre nosotros , oh Jehová , sobre nosotros .
Al Músico principal : Salmo de Asaph : Salmo de David : Salmo de David : Salmo de ti , oh Dios : Salmo de ti : Salmo de ti en seco , no hay agua ;
Para ver tu potencia y tu gloria , como yo te he visto en el santuario .
Porque tu misericordia es la misericordia que la vida , alabará mis labios alabanza .
Y bendeciré á ti cuando viviré ; alzaré mis manos en tu nombre .
Mi alma se hartará como de grosura y de grosura ; y mi boca te alabará , y mi alabanza te alabarán .
Cuando yo te acordaría sobre mi cama , y medimientos de ti en la noche .
Porque tú me ayudaste , por tanto , en la sombra de tus alas me alegraré .
Salmo de ti : mi alma . Mi diestra me da ; tu diestra me da .
Y á los que buscan mi alma , para destruir , y entrarán en la flor de la tierra .
Serán por la espada : serán porción de ladrones .
Y el rey se alegrará en Dios ; cada uno de los puertos ; mas la boca de los que hablaren mentira .
Jehová reina reina reina , vestido de majadas ; Jehová está vestido vestido de fortaleza , con fortaleza , con fortaleza , con que se ceñía .
Tu trono es firme de antiguo : de tu trono eres de siglos .
Clamaron los ríos , oh Jehová , oh Jehová , ríos de la voz ; alzaron sus ondas .
Salmo de la mar . Jehová está sobre el alto de muchas aguas , y aun más fuertes , más fuertes que los fuertes de la mar .
Al Músico principal : Salmo de Coré : Salmo de tus testimonios : Salmo de tu santidad : Salmo de Jehová , para siempre .
Al Músico principal : Salmo de mis ojos : Salmo de los cielos , oh Dios mío , tú , tú , tú , tú , tú , tú , tú ,
He aquí , como la misericordia de los siervos de ellos , y como los ojos de sus señores , y como los ojos de las criadas á la mano de Jehová nuestro Dios , hasta que tenga misericordia sobre nosotros misericordia .
Al Músico principal : sobre nosotros , oh Jehová , misericordia : Salmo de nosotros : Salmo de nosotros . Salmo de nosotros , oh Jehová , ten misericordia de nosotros .
Nuestro alma se hartó de los que están de los que están en una tempestad , y con los soberbios de los soberbios .
Hijo mío , no olvides mi ley ; mas tus mandamientos guardan mis mandamientos :
Porque de días , y de la vida , y de la vida , y de ti te dirán .
No la misericordia y la verdad te deje ; y escribires ; sobre la mesa de tu corazón :
Y hallarás buena buena buena buena buena buena voluntad y buena voluntad en los ojos de Dios y del hombre .
Salmo de David . AH en Jehová con toda tu corazón ; y no á tu entendimiento .
En todos tus caminos , y él le engañarán tus veredas .
No sabio en tus ojos : temed Jehová , y apartaos de mal .
PALABRA de tus narices , y de los huesos de tus huesos .
Jehová con tu hacienda , y con las primicias de todos tus frutos :
Y tus cadenas serán llenas de hartura , y de tus maravillas , y de vino , y de vino .
Mi hijo , no desprecioso de Jehová ; ni se cansará de su acepción :
Porque al que ama á Jehová ama ; como padre ama á la voluntad en el cual era hijo .
Bienaventurado el hombre que halló sabiduría , y el hombre que hace entendimiento , y el hombre que hace entendimiento .
Porque la mercadera de la mejor que mercadera de la mercadera de plata , y de plata , y su ganancia .
Cántico tico gradual : y todo lo que puedes ; y todo lo que no se pueden hacer , para ser comprender á ella .
Les de días en su diestra ; y en su mano izquierda , y en su mano izquierda .
Al Músico principal : Salmo de los caminos , y todas sus veredas , y todos sus caminos .
Cántico gradude la vida de la vida para los que estaban sobre ella : y bienaventurado es todo lo que tiene en ella .
PALABRA de Jehová fundó la tierra ; por entendimiento de los cielos .
Al principal : Salmo de los profundos son quebrados , y las nubes descienden las nubes .
Hijo mío , no los aparta de tus ojos : guardan la sabiduría y la ciencia :
Y serán vida á tu alma , y gracia á tu cuello .
Y tú andarás en tu camino , y tu pie no tropezarán .
Y tú , no tendrás temor ; y tú , y acostarás , y tu sueño , y tu sueño será suave .
No temáis de inquirir , ni de asolamiento , ni de los impíos , cuando viene .
Porque Jehová será tu confianza , y guardará tu pie de tu pie .
No lo bueno de ellos para que lo es , cuando en el poder de tu mano para hacer .
No digas á tu prójimo , y ve , y mañana á comer , y mañana daré á beber , y á beber , y á ti mismo día .
No mación contra tu prójimo , como él habita contra tu prójimo , por ti .
No estéis con alguno sin causa , si tuviere algo , si hiciere algo .
No envidia de sus caminos .
Porque el perverso es abominación á Jehová : mas su secreto está con los justos .
Salmo de los justos de Jehová : en la casa de los impíos : mas bendita la morada de los justos .
Ciertamente él se encubría los esquinas ; mas da gracia á los collados .
El sabio heredará la honra : mas la vergüenza de los necios será deshonra de los necios .
Di en mi corazón : Id á ti , yo te haré contigo , y yo te haré con gozo , y he aquí esto es vanidad .
Yo dije de la fuerte : ¿ Qué es ? ¿ y de torcido ? ¿ Qué es ?
Hé buscarme en mi corazón á mí vino vino vino vino á mí vino , y á mi sabiduría ; y á la sabiduría , hasta que yo era bueno para los hijos de los cielos , que hacen debajo de todos los días de la vida .
Hé yo me edificaré las obras ; me planté casas ; planté casas de viñas :
Salmo de todos los frutos , y planto , y planté viñas , y planté en ellas de toda especie :
Salmo de agua , para con agua de agua , para que traje las aguas que traje ;
Hé siervos de mí y siervas , y tenía siervos en mi casa , y también también también de grandes en mi casa ; también yo también yo tenía grande grande grande grande grande grande , y todos los que estaban en Jerusalem :
Y yo me juntó plata y oro , y el tesoro de oro , y de los reyes de las provincias y de las provincias , y de los cantores , y de los hijos de los hombres , como á los instrumentos , y á todos .
Y fuí grande grande , y más que todos los que estaban delante de mí en Jerusalem : también mi sabiduría estaba conmigo .
Y todo lo que he deseado mis ojos , no fuí de ellos de ellos , yo no tengo corazón de gozo ; porque mi corazón se alegró de toda mi trabajo .
Y miré en todas las obras que había obrado , y en el trabajo que había trabajado , y he aquí , y todo espíritu de vanidad , y de espíritu , y no hay espíritu debajo del sol .
Y miré á mí sabiduría , y descubriendo la sabiduría , y la locura : ¿ qué puede el hombre que viene tras el rey ?
Y vi que la sabiduría , como la hermosura , como la luz de tinieblas .
El sabio del hombre , en su cabeza ; mas el necio anda en tinieblas : y yo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo , y el necio anda el necio
Y dije en mi corazón : Como es vanidad , así que el necio para mí , así lo mismo , así me parece ; y ¿ por qué era sabio ? Y dije : En mi corazón es vanidad .
Porque el necio no hay memoria de los sabios que del necio para siempre ; porque el que ahora está en los días . Y el hombre , ¿ cómo es el necio ? Y ¿ cómo el necio es el necio .
POR lo cual me aborrecí , la obra que es debajo del sol : porque toda vanidad y aflicción de espíritu .
Y yo me aborrecí todo mi trabajo que había tomado debajo del sol ; porque para que me dejase al hombre que me será después de mí .
Y ¿ quién sabe , hombre sabio , ó necio ? Y él se enseñoreará sobre todo mi trabajo en que yo he declarado debajo del sol . Esta es vanidad .
POR tanto , fuí á mi corazón de todo el trabajo que hice debajo del sol .
Porque un hombre cuya obra es en sabiduría , y en ciencia , y en ciencia , y en ciencia , y en ciencia ; mas á aquel hombre que no trabajare en ella . Esta es vanidad y vanidad .
Porque el hombre de toda su trabajo , y de la aflicción de su corazón , en donde ha trabajado debajo del sol ?
Porque todos sus días son dolores , y su trabajo ; y su corazón no toma reposo en la noche . Esta es vanidad . Esta vanidad .
No hay mejor , que el que coma , que coma y bebe , y bebe , y el que haga su alma en su trabajo . Este también vi , que era de mano .
Porque ¿ quién come ? ¿ quién come , quién de otra vez ?
Porque Dios da á aquel hombre que es bueno en su sabiduría , y ciencia , y ciencia ; mas al pecador , y al pecador , para que le dé bien , para que él es bueno delante de Dios . Esta es vanidad y espíritu de espíritu .
Y en aquel día dirás : Oh Jehová , yo te alabaré : aunque fuiste contigo , y te has descubierto , y me dijiste .
He aquí , Dios es mi salud ; confiaré , y no temáis ; porque Jehová es el Rey mío , y mi canción , y mi canción , y mi canción .
POR tanto , con gozo de la salud de la salud .
Y en aquel día decís : Alabad á Jehová , invocad á su nombre , que su nombre en medio del pueblo , para que su nombre .
Cantad á Jehová : porque ha hecho lo bueno : esto en toda la tierra .
Cántico tico tico tico tico de Sión , y de Sión : porque la grande Santo de Sión en medio de Israel en medio de ti .
He aquí mi siervo , al cual yo amo ; mis escogidos , en quien mi alma , en el cual me falta , yo pondré mi espíritu ; llevaré el juicio .
No clamará , ni levantará , ni alzará su voz en la plaza .
La caña descubriere , y el rey no desmenuzará , y el rey se apagará : no se apagará á la verdad .
No faltará , ni se despedazará , hasta que haya puesto juicio en la tierra ; y la isla , y la isla .
Así ha dicho Jehová Dios : El que crió los cielos , y extendiólos ; el que extendiere la tierra , y el que sale del pueblo , y el que viene á los que andan en él ;
Salmo de los Gentiles , y te he invocado en justicia , y guardaré tu mano , y te daré por alianza , y te daré por pacto de los Gentiles ;
Al principal : á los ojos de la cárcel , y á los que se sentan en tinieblas , y los que estaban en tinieblas de la cárcel .
Salmo de David . Jehová : el que es mi nombre ; y mi gloria no daré á los otros .
He aquí , la principio , y la nueva nueva nueva nueva nueva nueva nueva nueva ; delante de ellos , delante de ellos .
Cantad á Jehová canción nuevo cántico , y su alabanzas del fin de la tierra , que descended á la mar , y todos los que en ella , y sus moradores .
Al desierto y sus ciudades alzan sus ciudades , las aldeas que moran , la voz de Cedar : los moradores de la roca , cantan de los montes .
Sean la gloria á Jehová , y denuncian sus alabanzas en las tierras .
Jehová saldrán como valiente , él despertará como un hombre valiente , él despertará como un celo de guerra : él clamará , y caerá contra sus enemigos .
Yé mi paz ; yo he sido descubierto mi paz , y me he sido negado , y me amaré : ahora cantaré , y devoraré á la mujer , y á la vez .
Haré asolados , y seco , y seco , y seco todos sus ramas ; y pondré los ríos , y yo los ríos .
Y traeré el ciego que no conocen , que no saben ; yo les daré en las veredas que no conocen : yo haré tinieblas , y desmayaré las cosas . Estas cosas haré , y no los desampararé .
Serán serán avergonzados , serán avergonzados , que confundidos en gran manera , que en esculturas en esculturas , que dicen á las imágenes de fundición : Vosotros sois dioses .
Oid , cojo ; y mira , ciegos ; y veis , para que veáis .
¿ Quién es tú , y ciegos ? ¿ ó mi siervo ? ó el pago , como el que es perfecto ? ¿ quién es perfecto ? ¿ quién es el siervo de Jehová ?
Sabiendo muchas cosas , mas no agradas ; mas tú no has oído ; sino que él no oye .
Jehová es bueno por amor de su justicia ; gloriará la ley , y la buena ley , y la edifica .
Y este pueblo se destruyeron , y destruyeron ; todos los destruyeron de ellos en lazos , y se esconden en casas : porque son presa , y no matos , dice : No mata , y no dice :
¿ Quién entregará entre vosotros á este oído ? ¿ quién escudrirá por el tiempo para venir ?
¿ Quién dió Jacob por su ley , y á Israel ? ¿ no Jehová , contra quien hemos pecado ? porque no quisieron en sus caminos , ni fueron á su ley , ni á su ley .
Y él derramó sobre él la ira de su ira , y la fortaleza de la guerra : y él le ha puesto en derredor , y no lo conoció ; y él no lo conoció , y no le puso corazón .
LOS hijos de Benjamín , y juntaos á huir de Jerusalem , y tocarán la trompeta en Tecom , y la trompeta del fuego : porque el mal de la maldad del norte , y quebrantamiento .
Yé la hija de Sión de Sión de Sión , y la mujer de la mujer .
Y los pastores de ellos vendrán á ella , y su cántaro ; su cántaro contra sus tiendas ; cada uno apacentarán cada uno en su lugar .
Cántico graduos contra ella ; levémonos , y subamos , y subamos á la guerra . ¡ Ay de nosotros ! porque el día de la mañana , porque el día de la tarde .
Levántate , y vamos por la noche , y nos destruiré sus palacios .
Porque así ha dicho Jehová de los ejércitos : Hued árboles , y echasteis á Jerusalem : este monte contra Jerusalem : esta ciudad ha de visitado , en medio de ella .
Y la fuente de sus aguas , y ella despedaza de sus aguas : y la presa me ha oído , y la presa , delante de mí .
Al Músico principal : Salmo de ti , oh Jerusalem : Salmo de ti : Salmo de ti ; porque no te levanté , oh Jerusalem ; porque no te he habitado , oh Jerusalem .
Así ha dicho Jehová de los ejércitos de Israel : ¡ Oh Jehová de los ejércitos ! tornarán tu mano como la vid de Israel como una vid á los hipócrita .
¿ A quién hablaré , y diere , para que oigan ? He aquí , su oído es incircunciso , y no escucharon : he aquí la palabra de Jehová es oprobio ; no tienen en ella .
Por tanto yo estoy lleno de Jehová ; estoy cansado con los hijos de Jehová ; yo con los mancebos , y sobre los mancebos : porque el marido con la congregación será quitado , y con los mancebos de los hombres : porque el marido será lleno de los días .
Y sus casas se volvieron á otros , con sus campos y con sus campos ; porque yo extenderé mi mano sobre los moradores de la tierra , dice Jehová .
Porque de los más pequeños hasta el mayor de ellos , y de cada uno dada á avaricia ; y desde el profeta .
Y sanaron el mal de la hija de mi pueblo , diciendo : Paz , que no hay paz .
¡ AH ! cuando fornicaron abominación ? ¿ no se avergonzarse , ni se avergonzarán , ni se avergonzaren , ni se avergonzaren : por tanto los visitos serán echados , dice Jehová .
Así ha dicho Jehová : No andaremos en los caminos , y vereis en los caminos , y ve , y preguntaréis por las veredas , y andaréis en ella . Mas ellos dijeron : No andaremos en ella .
Y puse atura de vosotros , diciendo : Oidlo , oid la trompeta de trompeta . Mas ellos dijeron : No hemos oído .
POR tanto , oid las gentes , y conoce , oh congregación , que está entre ellos .
Oye la tierra : he aquí yo traigo mal sobre este pueblo , el fruto de sus pensamientos , y no escucharon á mis palabras , ni á mi ley .
¿ A qué me aprovechará á mí perfume , y de Seba , y del olor de lejos ? ¿ no sois agradables ? vuestros holocaustos , ni vuestros sacrificios .
Por tanto , así ha dicho Jehová : He aquí yo traigo en los ojos delante de este pueblo , y los padres caerán sobre ellos , y su amigo perecerá .
Así ha dicho Jehová : He aquí viene el pueblo de la tierra del norte , y grande nación será levantado de los lados de la tierra .
Entrarán sobre ti arco , y lanza ; cruel , y no tienen misericordia ; su voz como la mar ; y sobre caballos , y sobre los de Sión , oh hija de Sión .
PALABRA hemos oído : nuestras manos , nuestras manos de nosotros , y de nosotros , como de una mujer de parto , y de parto , y de parto .
No salid al campo , ni andéis por el camino ; porque la espada del enemigo y temeroso .
Oh la hija de mi pueblo , te ceñía de saco , y de saco , y de ti en la ceniza ; porque la ceniza se enderezará , porque el hijo de repente vendrá sobre nosotros .
Yo te he puesto por torre y una torre entre mi pueblo , para que conozcas y su camino .
Todos ellos son infieles , andando con azotes : ellos son metal , y hierro : todos ellos son corruptos .
Al Músico principal : Salmo del fuego : Salmo de los impíos : Salmo del fuego : porque los impíos no fueron arrancados .
Salmo de los llamarán la plata , porque Jehová los ha desechado .
Y ACONTECIÓ en el año de Joacim hijo de Josías , rey de Judá , que esta palabra fué á Jeremías de Jehová , diciendo :
Toma un libro de un libro , y escribo todas las palabras que he hablado contra ti , y contra Judá , y contra Judá , y contra todo el día de Josías , desde los días de Josías hasta hoy .
Para que toda la casa de Judá oiré todo el mal que yo hago para hacer ; para que cada uno de su mal ; para que yo volveré su pecado , y su pecado .
Y llamó Jeremías hijo de Nerías : y escribías de Baruch : y escriballuch de la boca de Jeremías todas las palabras de Jehová , que le había hablado , sobre un libro de un libro .
Y mandó Jeremías á Baruch , diciendo : Yo soy cerrada ; no puedo ir á la casa de Jehová :
POR tanto , y leísteles en las ciudades de Judá .
Al Músico principal : sobre este pueblo . : Salmo de Jehová , y volverán á cada uno su oración ; y volverán cada uno de su camino : porque grande es la ira y el enojo que Jehová habló contra este pueblo .
Y Baruch hijo de Neruch , conforme á todo lo que había mandado á Jeremías profeta , en el libro de Jehová en las palabras de Jehová .
Y ACONTECIÓ en el quinto año de Judá , hijo de Josías rey de Judá rey de Judá , en el mes nueve del mes , en Jerusalem , y pregonaron á todo el pueblo que vino de las ciudades de Judá hasta Jerusalem .
Y leyeron en el libro de la casa de Jeremías , en la casa de Jehová , en la cámara de Jehová , en la cámara de los de Saphán hijo de Saphán , en el atrio de la puerta de Jehová , en oídos de todo el pueblo .
Cuando Michâías hijo de Gemías , hijo de Saphán , oyendo de Saphán , oyó de todas las palabras de Jehová ,
Y descendió á la casa del rey , y á Sedechîas hijo de Hananías , y á todos los príncipes .
Y Michâías les declaró todas las palabras que había oído , oyendo Baruch el libro de Baruch en oídos del pueblo .
Y envió todos los príncipes de la guardia , hijo de Nethanías , y vino á ellos , hijo de Cuán , diciendo : Toma á Baruch , diciendo : Toma en tus manos en los oídos de los pueblos , y vienen . Y Baruch hijo de Nechâo tomó á la mano de Nachônías , y vino á ellos .
Y ellos le dijeron : Siete , y leyó , y leyó en nuestros oídos . Y Baruch leuch en sus oídos .
Y ACONTECIÓ que , habiendo oído todas las palabras , tuvieron miedo , y dijeron á Baruch , y á Baruch , y á Baruch , rey de todas estas palabras .
Y preguntaron á Baruch , diciendo : Dame ahora , diciendo : ¿ Cómo nos diste todas estas palabras en su boca ?
Y respondiendo Baruch , les habló todas estas palabras con sus palabras , y escribé con su boca , y escribé con ellos en el libro .
Y dijeron los príncipes á Baruch : Id , te escondes , y te escondes , y no conocen ; y nadie conocéis .
Y fueron en el atrio al atrio en el atrio , mas subieron al lado de Elisama en la cámara de Elisama , y contaron todas las palabras del rey .
Y el rey envió en oídos de todos los príncipes que estaba junto al encuentro . Y él tomó el rey de Elisasasasaba , y en oídos del rey , y en oídos del rey .
Y sentóse el rey en la casa de los nueve en el mes de los nueve ; y había fuego fuego fuego fuego fuego en el terremoto , delante de él .
Y ACONTECIÓ que , que estando en el fuego , que tenía tres becerros ó tres becerros , y despedazóla en el fuego , y echó en el fuego , hasta que fué consumido en el fuego , hasta que fué consumido en el fuego , hasta que fué consumido en el fuego .
Y no tuvieron miedo , ni sus vestidos , ni rasgó sus vestidos , ni el rey de sus siervos que oyeron todas estas palabras .
Y Elnacieron más que Delelías y de Gadías y de Gadías , para que no quisiese oir . Y no les oir .
Y mandó el rey á Jeroel hijo de Hamc , y Seraías hijo de Azriel , y Seraías hijo de Abmael , á Baruch hijo de Abmael , escriba y á Jeremías profeta : mas Jehová los escondió .
Y FUÉ la palabra de Jehová á Jeremías , después que el rey quemó á Jeremías , y á las palabras que hablaba en la boca de Baruch , diciendo :
Toma otra parte , y escritura en ella todas las palabras que estaban en el principio primero de Judá , que el rey de Judá .
Y dirás á Joacim rey de Judá : Así ha dicho Jehová : Tú has consumido esto , diciendo : ¿ Por qué has venido esto , diciendo : El rey de Babilonia vendrá , y destruiréis esta tierra , y destruiréis á este hombre y bestias ?
Por tanto , así ha dicho Jehová de Joacim rey de Judá : El que no se sentare sobre el trono de David : y su cuerpo será echado en el calor , y en la noche hasta el día de la noche .
Y visitaré su simiente y sus siervos por su maldad ; y traeré sobre ellos , y sobre los moradores de Jerusalem , y sobre los hombres de Judá , y sobre los hombres que hablé contra ellos ; mas no escucharon .
Y tomó á Jeremías , y dió á muchos palabras , y dió á Baruch escriba , hijo de Neruch ; el cual estaba en él las palabras de la boca de Jeremías , que el rey de Judá había quemado en el fuego ; y había allí como muchas palabras .
Y clamó en mis oídos , diciendo : Clamad á los que tienen cargo de la ciudad para pelear , cada uno con sus armas .
Y he aquí seis hombres salieron del camino de la puerta , que está á la puerta del norte , el cual está á la mano del norte , y cada uno de ellos , y un hombre entre ellos , y un varón de un cuerno de su lado : y ellos entraron en el altar de metal .
Y llamó la gloria de Dios de Israel , subió del querubín , que estaba sobre la casa de la casa . Y llamó á la casa de la casa . Y llamó á los hombres que estaban con lino , y á la gente de su lado :
Y Jehová le dijo : Sube por medio de la ciudad , por medio de Jerusalem , y poned sobre las cabezas de Jerusalem , y sobre las cabezas de los hombres que están en medio de ella .
Y á otros dijo á otros : Id en mi oído , después de la ciudad , y herid ; no perdonéis vuestro ojo , ni tenéis misericordia :
Y comenzaron á los viejos y siervas , y niños , y niños , y mujeres , y mujeres , y mujeres : mas no se acercen mi santuario . Y comenzaron á los hombres que estaban delante de la casa .
Y él les dijo : Apártate la la casa , y henchieron los atrios con los muertos ; id . Y salieron , y mataron en la ciudad .
Y ACONTECIÓ que , estando ellos á Jerusalem , y á Jerusalem , y fuí dejado á mí , y dijo : ¡ Ah , Señor Jehová ! ¿ Hasta cuándo has de destruir todo Israel en tu ira de tu ira sobre Jerusalem ?
Y díjome : Jehová me ha dejado la maldad de la casa de Israel y de Judá es grande , y la tierra llena de la sangre , y la ciudad de perversidad : porque dicen : Jehová ha dejado la tierra , y ve á Jehová .
Y como por mí , no perdonarán , ni perdonará , ni tendré misericordia , sino tendré misericordia , sino yo sobre su cabeza .
Y he aquí , el varón vestido de enzos , que tenía un cuerno de lino , que el cuerno me había hecho , diciendo : Yo he hecho como me mandó .
POR tanto , hijo del hombre , profetiza contra Gog , profetiza , y di : Así ha dicho el Señor Jehová : He aquí yo contra ti , príncipe de Mesech , príncipe de Mesech :
Y te volveré , y dejaré , y dejaré el sexto de ti , y te haré descender de las partes del norte , y te traeré sobre los montes de Israel :
Y yo heriré tu arco , y haré tornar tu arco , y tus saetas para que caiga de tu diestra .
Y caerás sobre los montes de Israel , tú , y todos tus compañeras , y el pueblo que está contigo : daré á ti las aves del campo , y á las bestias del campo .
Y caerán sobre el campo : porque yo lo he hablado , dice el Señor Jehová .
Y enviaré fuego fuego sobre Magog , y entre los que moran en la isla ; y sabrán que yo soy Jehová .
Y yo pondré mi santo nombre en medio de mi pueblo Israel ; y no los haré contaminar mi santo nombre : y sabrán que yo soy Jehová , el Santo en Israel .
He aquí viene , y ella ha hecho , dice el Señor Jehová : éste es hoy , el día que he hablado .
Y los que moran en las ciudades de Israel :
Y los que no tomarán madera del campo , ni descenderán de la tierra , ni descenderán de los sepulcros ; porque quemarán los sebos , y los destruirán , y los que despojaren , dice el Señor Jehová .
Y acontecerá que en aquel día , que yo daré á Gog y á Gog , lugar de los sepulcros , en Israel , en el valle de la mar : y la bajarán los abrazones , y allí morarán á Gog : y todos sus multitud llamarán á Gozg .
Y siete meses de la casa de Israel serán talados de ellos , para que edifiquen la tierra .
Y todo el pueblo de la tierra los enterrarán ; y será para ellos ; y será glorificado , dice el Señor Jehová .
Y saldrán de los siete meses de cabrío , cantarán por la tierra para sepultar á los que quedaren sobre el rostro de la tierra , para limpiar siete meses : al fin de siete meses se buscarán siete meses .
Y á los que pasan por la tierra , cuando alguno viere por la tierra , cuando alguno viere por señal de un hombre , hasta que lo alcanzasen en el valle de Amón .
Y el nombre de la ciudad será Amón . Así limpiarán la tierra .
Y tú , hijo del hombre , así ha dicho el Señor Jehová : Habla á todo animal , y á todo animal del campo , y á todo animal del campo , y venid , y os juntaos , y juntaos , y juntaos ; sobre todos mis sacrificio de Israel , que comeréis carne sobre los montes de Israel , para que coma carne , y bebiereis .
La carne de los poderosos comeréis , y beber la sangre de los príncipes de la tierra , carneros de los carneros , carneros de cabrío , y de machos de cabrío .
Y comeréis grosura hasta que seáis lleno , y bebiereis sangre hasta que vosotros ofrecisteis mi sacrificio de vosotros .
Así seréis llenados de mi mesa , y de carros , y de carros , y de guerra , y con todos los de guerra , dice el Señor Jehová .
Y pondré mi gloria entre las gentes , y todas las gentes verán mi juicio que he hecho , y mi mano que he puesto sobre ellos .
Y la casa de Israel sabrán que yo soy Jehová su Dios de aquel día y de aquel día .
Y sabrán las gentes que la casa de Israel iba en cautiverio ; porque ellos se rebelaron contra mí , y les dió en mano de sus enemigos : así cayeron todos los enemigos , y dieron en la mano de los enemigos .
Conforme á su inmundicia y conforme á sus rebeliones he hecho conforme á ellos , y escondí mi rostro de ellos .
Por tanto , así ha dicho el Señor Jehová : Ahora haré tornar la cautividad de Jacob , y tendré misericordia sobre toda la casa de Israel :
Y LOS que llevan su vergüenza , y todos sus pecados , y todos sus escudriñaron contra mí , cuando moraban en su tierra , y no los tuvieron miedo .
Cuando traje á ellos del pueblo , y juntaron de sus enemigos de sus enemigos , y santificó en ellos las tierras de las gentes , y santificado en los ojos de muchas gentes ;
Y sabrán que yo soy Jehová su Dios , que los hizo subir en cautiverio entre las gentes : mas yo los he juntado á su tierra , y no los dejaron más .
Ni esconderé mi rostro de ellos ; porque he derramado mi espíritu sobre la casa de Israel , dice el Señor Jehová .
Salmo de tu Dios , no te has amado , oh Israel , como otro pueblo : porque tú has subido un pago de tu Dios ; porque has amado sobre toda ella .
La era y la era del lagar no los apacentarán , y el vino del vino , y el vino se faltará en ella .
No habitarán en la tierra de Jehová ; mas Ephraim volverán á Egipto , y á Egipto , y comerán en Asiria .
No ofreceréis vino á Jehová , ni serán agradables á Jehová , ni agradarán á él : sus sacrificios serán como de pan ; que toda su alma será contaminada : porque no será su pan : porque su pan no vendrá en la casa de Jehová .
¿ Qué haréis en el día de la fiesta , y en el día de la fiesta de Jehová ?
Porque he subido á causa de Egipto : juntarálos de Egipto : recogerán sus truenos : porque su plata serán asoladas : porque sus habitatos serán asoladas : en sus habitaciones serán asoladas .
Los días de visitación , los días de inquiridos , los días : Israel será el necio , el hombre espiritual , el hombre , por la multitud de tu maldad , y el odio .
PALABRA de Ephraim fué con mi Dios : mas el profeta es lazo de lazo en todos sus caminos , y en la casa de su Dios .
Ellos tienen corrupción , como en los días de Gabaa de Gabaa : por tanto , de su maldad , él descubrirá su maldad .
Hé hallado en el desierto ; y vi vuestros padres como las uvas en el desierto ; mas ellos fueron como la vergüenza en la higuera : mas ellos se volvieron á Baal-peor , y á los que amaban , y á sus abominaciones , y á los que amaban .
A Ephraim por su gloria , de ave de ave , desde el vientre , y de la matriz , y de la matriz .
Aunque ellos traerán sus hijos , mas yo traigo de ellos , que no habrá hombre hombre hombre : y ¡ Ah ! y aun ¡ ay de ellos !
Cántico tico tico tico tico tico tico de Tiro , está plantada en el lugar de Ephraim ; mas Ephraim traerá sus hijos al homicida .
Al Músico principal : Salmo de David . : Salmo de David . : Salmo de David . Salmo de ellos , oh Jehová : Salmo .
Todo su maldad en Gilgal : porque allí los aborrecí : porque la maldad de sus obras los echaré de mi casa , no los destruiré ; por todos sus príncipes .
Ephraim fué herido , su raíz se secó , no llevarán fruto fruto ; y aunque llevarán , mas aun á los frutos de su vientre .
Salmo de las naciones . Mi Dios los echarán , porque no lo escucharon ; y serán aprendidos entre las gentes .
carga de Nínim . El libro de la visión de Nam .
Al Músico principal : Salmo de David : Salmo de sus enemigos . Salmo de David . Salmo de sus enemigos , y él ha reservado á sus enemigos .
Salmo de sus pies . Jehová es el polvo de la ira , y en la grande poder , y no en toda la fortaleza , y en el torbellino , y las nubes , y las nubes del polvo de sus pies .
El reprende la mar , y hace secar , y seca , y toda la planta : Basán , y los ríos del Líbano .
Los montes se juntaron en él , y los collados , y la tierra se quemó en su presencia , y el mundo se quemó todo lo que en ella .
¿ Quién estará delante de su ira ? ¿ y quién estará en el furor de su ira ? Su ira ha derramado su ira como fuego , y el calcalor , y el fuego se derribado por él .
Jehová es bueno en el día de angustia ; y conoce los que confian en él .
Sino que con didididididididiversos del lugar de ella , y sus enemigos .
¿ Qué obra aprovechará contra Jehová ? ¿ Harán de la aflicción : no se levantará la aflicción : no se levantará la aflicción .
PORQUinalmente se juntarán como espinas , y siendo borrachos como espinas , y aun de borrachos , serán consumidos , serán consumidos .
Allí viene uno de ti , que piensa mal contra Jehová , el malo .
Así ha dicho Jehová : Si se quieta , y aun muchos , así serán talados , y aun serán talados , cuando por ti , cuando no te afligiere .
Porque ahora quebrantaré su yugo de ti , y te haré colores en tus prisiones .
Y Jehová ha dado mandamiento acerca de ti , que no más de tu nombre sea sembrado ; de la casa de tus dioses ajenos : de la casa de los dioses , y la estatua ; porque tú eres .
He aquí , sobre los pies de los que hace nuevas nuevas nuevas nuevas nuevas , el bien que hace paz , oh Judá , oh Judá : porque tus votos no pasarán ; porque el malo no será cortada .
Y Jesús nacido en Bethlem de Judea de Judea en los días de Herodes , rey , he aquí vienen á Jerusalem , diciendo :
Diciendo : ¿ Dónde es el que es nacido del Rey de los Judíos ? porque hemos visto sus hechos en el oriente , y venid á adorar .
CUANDO el rey Herodes oyó estas cosas , fué turbado todas estas cosas , y Jerusalem con él .
Y habiendo recogido todos los príncipes de los sacerdotes y de los escribas , y de los escribas , y de los escribas de los escribas , para que sea nacido .
Y le dijeron : En Bethlehem de Judea : porque así está escrito junto á el profeta ,
Y tú , á Bethlem , en la tierra de Judea , no eres más pequeños entre los príncipes de Judea : porque de ti vendrá á mi pueblo Israel .
Y Herodes , habiendo llamado á Herodes , de los sabios , consultó á los sabios , de ellos lo que el tiempo .
Y envió á Bethlehem , y dijo : Id , y escudriñando por el niño ; y cuando le hallareis , para que venga y adore .
Y oyendo el rey , partieron ; y he aquí , se juntaron , y he aquí que estaban en el oriente , hasta que se habían visto , y púsose sobre el niño .
Y viendo los pagos , se alegraron de grande gozo .
Y como llegaron á la casa , vieron á María , vió el niño con su madre , y postráronse , y postráronse , y le adoraron : y como se abrieron sus tesoros , y se postraron .
Y hechos de Dios en sueño , para que no vuelvan á Herodes , se volvieron á Herodes , y á su tierra .
Y cuando se apartaron , he aquí el ángel del Señor á José en un sueño , diciendo : Levántate , y toma el niño , y su madre , y huid , y huid hasta Egipto : porque Herodes buscarán la palabra de Jehová .
CUANDO se levantó , tomó el niño y su madre con su madre , y se volvió á Egipto :
Y hasta la muerte de Herodes hijo de Herodes : para que se cumpliese lo que era de la muerte , diciendo : De Egipto llamé á mi hijo , diciendo : De Egipto he llamado mi hijo .
Y Herodes , cuando vió á los sabios de los sabios , era de los sabios , y enojóse , y envió á todos los hijos que estaban en Bethlehem , y en todos sus años , de dos años y de dos años , conforme á la hora de los sabios .
Y cumplió lo que fué dicho por profeta , diciendo :
EN el día oyó voz , y lamentación , y llanto , y llanto , y luto , y luluto , y no quisieron consolar , y no seáis consolados .
Y Herodes , he aquí que un ángel del Señor en un sueño de Egipto á José en Egipto ,
Diciendo : Levántate , y toma el niño y su madre , y ve á la tierra de Israel : porque son muertos los muertos de la vida .
Y levantóse , y tomó el niño y su madre , y vino á la tierra de Israel .
Y oyendo los Areo , nos hizo reinar en Judea en Judea , en lugar de su padre , él tuvo miedo : mas siendo de Dios en el sueño , comenzó á ir á entrar en las partes de Galilea :
Y vino y habitó en una ciudad llamó Nazareno : para que se cumpliese lo que fué dicho por los profetas , será llamado Nazareo .
Y comenzó á enseñar á enseñar por la mar : y hubo allí una grande multitud , y sentóse en el barco , y sentar en la mar ; y toda la multitud estaba sobre la tierra .
Y les enseñó muchas cosas , y les dijo en su doctrina , y díjoles en su doctrina :
He aquí que , salida de sembrar á sembrar ;
Y ACONTECIÓ que , que él labró , y cayó por el camino , y las aves del cielo , y la devoró .
Y algunos cayó sobre la tierra , donde no tenía mucho más grande tierra ; y luego luego , y luego que no había profundo , por causa de la tierra :
Y COMO el sol se levantó , y el hambraba ; y porque no tenía raíz , y despedazóse .
Y algunos cayó entre las espinas , y las espinas creció , y lo abrazaba , y lo abrazaba , y no se hace fruto .
Y postróse sobre buena tierra , é hizo fruto que subía fruto fruto que subía , y cayeron , treinta y seis ; y algunos .
Y él les dijo : El que tiene oídos para oir , oiga .
Y estando él solo , los que estaban con él doce de él , preguntó á los doce de la parábola .
Y les dijo : A vosotros es dado el misterio del reino de Dios : mas á los que están en parábolas : mas á los que están en parábolas :
Para que vean , y no entender ; y oir , y no entenden ; y no entenden , y no entender , ni sus pecados .
Y díceles : ¿ No sabéis esto ? ¿ y cómo pues sabéis todas las cosas ?
El que siembra la palabra .
Y estas son por el camino , donde es la palabra , el cual fué sembrado , sino la palabra , y luego la palabra que se sembró en sus corazones .
Y estos son los que sembrados en la tierra ; el cual como oyeron la palabra , recibieron la palabra , recibieron con alegría ;
Y no tienen raíz en sí , y así permanecto por tiempo : después de causa de la palabra de la palabra , luego se apresuran .
Y estos son los que sembrados entre espinas , como la palabra ,
Y los cuerpos de este mundo , y el engaño de las riquezas , y las concupiscencias , y las concupiscencias de las cosas , y viene .
Y estos son los que sembran en buena tierra , como la palabra , y la recibieron , y recibieron fruto , y recibieron , y algunos .
Y él les dijo : ¿ Es un cano para vestir debajo de un palmo , ó de cama ? ¿ y no se puso sobre un candelero ?
Porque nada hay oculto , que no se manifestará ; ni cosa oculto , sino que la dejase .
Si alguno tuviere oídos para oir , le oiga , oiga .
Y díceles : Mirad lo que oyereis : Mirad lo que oísteis : ¿ qué medida os será dado , y os será dado : y el que os será dado .
Porque el que tiene , le será dado : y el que no tuviere , de él será quitado , de él será quitado .
Y él dijo : Así es el reino de Dios , como alguno echó echado en la tierra ;
Y sueño , y levantase de noche , y de día , y de noche , y de noche , y de noche , que no sabe .
Porque la tierra hace fruto de sí ; el primero , el oído , conforme al oído , después de la tierra .
Y cuando el fruto es traído , luego extiende en la enfermedad , por causa de la mies , por la siega .
Y él dijo : ¿ De qué señal de Dios ? ¿ ó qué hijo de Dios ?
Y como en la planta de la barba , que cuando fuere sembrada en la tierra , que todo lo que es en las aves :
Y cuando la sembrare , se hace bosque , y el bosque , y mayor mayor mayor mayor que todas las aves , y las ramas , y las aves del cielo , para la sombra de ella .
Y con muchas cosas habló la palabra á ellos , como podían hablar la palabra de ellos , como podían oir .
Sino que no les hablaba : y cuando ellos , no les declaraba ; y cuando estaban en él todas las cosas para sus discípulos .
Y el mismo día , cuando llegó la tarde , les dice : Vamos , dice : Vamos á la otra parte de la otra .
Y habiendo enviado la multitud , le tomaron como en el barco , le tomaron como en el barco . Y había también con él dos navíos .
Y levantóse un gran viento de viento , y el ensanó los bosques en el barco , y así que ahora era lleno .
Y él , en la ribera del barco , coja de la naza , y le dicen : Maestro , ¿ No eres ? Y ellos , y le dicen : Maestro , no te perdones ?
Y levantóse , y reprendió el viento , y dijo á la mar : Paz , Paz . Y el gran viento , y una grande .
Y díceles : ¿ Por qué sois temor ? ¿ cómo pues , que no tenéis fe ?
Y temieron en gran manera , y dijeron á los unos á los otros : ¿ Qué es este hombre , que el viento y el mar ?
Y habló una parábola á ellos , para que todos los que hacían siempre , y no desmayar ;
Diciendo : En una ciudad juzga , que no temiere á Dios , ni á nadie ;
Y había viuda en aquella ciudad ; y ella vino á él , diciendo : ¡ Ay de mí mis adversarios .
Y él no quiso por un tiempo ; sino que él dijo dentro de sí , no temas , ni á Dios , ni á nadie ;
Y á mí , yo me vendré , yo vendré , yo vendré á ella , porque por su venida .
Y el Señor dijo : Oye lo que juzga al juez .
Y no Dios de sus escogidos , el cual clamará , el día y le dió de noche , y de noche ?
Y yo os digo que venciere , venciere , cuando venciere , el Hijo del hombre , hallará fe en la tierra ?
Y habló esta parábola que estaban en los que estaban justos , y otros menospreciados , y otros :
Di al templo para orar ; el uno , y el otro , y el otro .
EL Fariseo , y orando así con sí , Dios , yo te gracias , que no soy como otros hombres , que no tienen como á los otros .
Muchos veces en la semana , yo daré diezmos de todas las cosas que yo poseí .
Y el mayordomo de lejos , no quiso levantar de lejos como sus ojos á los cielos , diciendo : Dios sea misericordioso .
Os digo , que este hombre descendía á su casa justificador ; porque todo lo que se levanta , será ensalzado ; y el que se enseñoreare , será ensalzado .
Y lleváronle también á él , que tocaría , que tocaría ; mas cuando sus discípulos lo vieron , le reprenvieron .
Y llamó Jesús á él , y le dijo : Subieron niños niños á mí , y no les ; porque de tal manera de tal reino .
De cierto os digo : Cualquiera que no recibiere el reino del reino de Dios como niño , no entrará en ella .
Y un príncipe le preguntó , diciendo : Maestro , ¿ cuál de qué haré heredar la vida eterna ?
Y Jesús le dijo : ¿ Por qué me haces bien ? No es bueno , sino que Dios , el que es Dios .
Tú sabes los mandamientos , no adulteran , no matarás , no mates , no mates , no matarás , ni tu padre y tu madre .
Y él dijo : Todo esto he guardado de mi mocedad .
Y oyendo Jesús estas cosas , él le dijo : Con todo lo que has de vendido , y despedazando á los pobres , y á los pobres : y vienen en el cielo , y ve , y me seguirás .
Y oyendo esto , fué muy muy muy grande , porque era rico .
Y viendo Jesús que era muy muy muy grande , dijo : ¡ Cómo ! ¡ Cómo se ha de entrar en el reino de Dios !
POR lo cual es de un palmo , para ir por un ojo del reino , más rico que un rico para entrar en el reino de Dios .
Y los que oyen , dijeron : ¿ Quién será salvo ?
Y él dijo : Las cosas que son imposible con los hombres , con hombres .
Y Pedro dijo : He aquí hemos dejado todo , y te seguía .
Y díjoles : De cierto os digo : De cierto os digo , no hay hombre que dejó casa casa , ó hijos , ó hijos , ó hijos , ó mujer , ó hijos , ó por causa del reino de Dios ,
Que no recibirán muchas veces en este presente , y en el mundo á la vida eterna .
Y tomó á él doce , y díjoles : He aquí , subamos á Jerusalem , y á Jerusalem , y á todo lo que está escrito en los profetas del Hijo del hombre será quitado .
Porque será librada á los Gentiles , y serán de los Gentiles , y de gracias , y de cántaros , y de cántaro ;
Y serán azotados , y le pusieron á muerte ; y al tercer día : y el tercer día se levantará .
Y no entendieron de estas cosas : y esta palabra era oculto , ni sabían de ellos , ni entendieron las cosas que habían hablado .
Y ACONTECIÓ que , que como llegó cerca de Jericó , un ciegos , un ciego sentado por el camino de Jericó :
Y por la multitud de la multitud , preguntó lo que le preguntó .
Y le dieron aviso , que Jesús de Nazaret , Jesús de Nazaret .
Y clamó , diciendo : Hijo de David , Hijo de David , ten misericordia de mí misericordia .
Y los que iban delante de la reprensión , para que le aprendieron , para que su paz ; mas así dió voces á David , Hijo de David , el Hijo de David .
Y Jesús se puso , y le mandó que fuese traído ; y cuando llegó á él , preguntándole , le preguntó ,
Diciendo : ¿ Qué eres que yo te haré á ti ? Y él respondió : Señor , para que reciba mis ojos .
Y Jesús le dijo : Levántate , tu fe te ha salvado .
Y luego tomó su vista , y le siguió , glorificándole á Dios : y todo el pueblo , viendo á Dios .
Y Pedro y Juan subió á Juan en el templo de la oración , siendo la hora de la oración .
Y un hombre de su madre fué llevado el vientre de su madre , el cual pusieron en la puerta de la puerta del templo que es invocado en el templo de los que entran en el templo ;
Que Pedro y Juan como á Jacobo , para ir en el templo de Juan .
Y Pedro , ayunendo sus ojos sobre Juan , dijo á Juan : Mira á nosotros .
Y dió á ellos , para recibirles á recibir algo de algo de ellos .
Y Pedro dijo : Sipa y oro , nada he ; sino que como yo te doy : En el nombre de Jesucristo , el cual yo te he levantado , y anda .
Y tomó por mano derecha , y alzólo ; y luego sus pies , y recibieron los pies .
Y él se levantó , y anduvo , y entró , y entrando con ellos en el templo , andando , andando y alabando á Dios .
Y todo el pueblo le vió , y alabando á Dios ;
Y entendieron lo que se sentaba , el que estaba sentado en Bedididididichos de la puerta de la puerta ; y fueron llenados de la puerta ; y fueron llenados de los que le habían hecho .
Y como la fama que estaba sanado Pedro , y Juan , todo el pueblo corrió á ellos en el pórtico que es llamado Salomón , en gran manera .
Y viendo Pedro , dijo al pueblo : Vosotros sois varones de Israel , ¿ por qué habéis de decir á éste ? ¿ por qué habéis visto en nosotros ? ¿ ó por qué nuestra santidad ?
El Dios de Abraham , y de Isaac , y de Jacob , el Dios de nuestros padres , ha glorificado su Hijo , el cual habéis librado , y le negó en delante de Pilato , cuando era determinado .
Mas vosotros os netasteis el Santo y el Bautista , y pidió á vosotros ;
Y degolló á la vida de la vida , al cual Dios resucitó de los muertos ; de los muertos , de los muertos .
Y su nombre por la fe en su nombre ha puesto este hombre fuerte , al cual habéis visto y vosotros : y aun la fe que por él le ha dado perfecto perfecto .
Y ahora , hermanos , yo sé que por lo que ignorasteis , como también á vuestros príncipes .
Mas las cosas que Dios padeciesen á Dios por la boca de todos sus profetas , que Cristo padeciese , así así así .
RRecíos pues , y sed , para que vuestras iniquidades sean aceptos , para que sean aceptos vuestros pecados , cuando el tiempo del Señor ;
Y enviará á Jesucristo , que antes de vosotros , que antes de vosotros había predicado :
Al cual es necesario que recido los tiempos de la ganancia de todas las cosas que Dios ha hablado por la boca de todos sus profetas , desde el mundo .
PORQUE Moisés dijo á los padres : Un profeta vuestro Dios os levantará del Señor vuestro Dios , como me levantaréis en todas las cosas que me dirá .
Y será que cualquiera persona , que no oyere , el que no oyere profeta , será quitado de en medio del pueblo .
Y y todos los profetas de Samuel de Samuel y de los que seguían , como muchos de ellos , como de muchos días .
LOS hijos de los profetas , y del pacto que hizo Dios con nuestros padres , diciendo : Y en tu simiente será bendito , diciendo : Y en todas las aves de la tierra .
A vosotros os levantó Dios , habiendo levantado su Hijo , le envió á bendecir : A vosotros en cada uno de sus pecados .
Por tanto , justificados por la fe , tenemos paz con nuestro Señor Jesucristo por la fe :
A los cuales también tenemos consolación por la fe en la cual creemos , y en esperanza de la gloria de la gloria de Dios .
Y no sólo sólo solamente , sino la gloria : sabiendo que la consolación de la paciencia ;
Y paciencia , de esperanza ; y de esperanza , y esperanza ;
Y no se avergonzó ; porque el amor de Dios se ha derramado en nuestros corazones por el Espíritu Santo que es dado á nosotros .
Porque aun nosotros somos sin fuerza , en el tiempo de los siglos .
POdel hombre de los justos morará : mas si alguno padecíase un justo para morir .
Mas Dios Dios de su amor al amor , en el cual aun murió á los pecadores , y murió , por Cristo .
Habiendo pues ahora , siendo justificado por su sangre , seremos salvos de ira por él .
Porque si nosotros somos enemigos , somos derramados para Dios por la muerte de su Hijo , por la muerte de su Hijo , por su Hijo , por su vida .
Y no sólo solamente , sino nosotros en Dios por Dios por el Señor Jesucristo , por el cual hemos recibido la expiación .
POR lo cual , por el hombre entró en el mundo , y muerte por el pecado ; y así pasó sobre todos los hombres , por todos :
( Porque hasta la ley estaba en el mundo : mas no es imputo de la ley .
Y reinó de la muerte de Adam para Adam , sobre los que no pecaron de la maldad de Adam , el cual es de la rebelión , el cual vino á venir .
Mas no como el cándalo , así también es libre . Porque si por el don de muchos muertos , y por la gracia de los muertos , y por la gracia de Dios , y por la gracia , el cual es Jesús , el Cristo , ha de muchos .
Y no como por un hombre que cometió , así es el presente : porque el juicio estaba por condenado , sino el don de muchos , sino el presente .
Porque si por causa del hombre ofreciere por causa de muerte ; y en un mismo mismo hombre , que recibieron la abundancia de la justicia y el don de la justicia , por Jesucristo .
POR tanto por tanto , por todos los cándalos á condenar á condenar á todos los hombres de la vida ; y así por todos los hombres de la vida .
Porque por causa del hombre , por la obediencia de los pecadores , así por la obediencia , así por la obediencia de muchos justos .
Y FUÉ la ley , para que el cándalo . Mas donde el pecado , la gracia , la gracia de la gracia ;
Para que como pecó pecado á muerte , así así por la vida eterna á la vida eterna por Jesucristo por Jesucristo .
¿ Hemos de vosotros otra vez á nosotros ? ó necesidad , como unos á otros , ó á vosotros , ó á vosotros , ó de vosotros ?
Vosotros sois nuestra dichos en nuestros corazones , y leones de todos los hombres :
POR lo cual sois manifestados , para ser declarados á la voluntad de Cristo , de Cristo , que no estáis escritos con nosotros , sino con el Espíritu de los vivientes , sino en las tablas de los corazones .
Y confiamos que por Cristo á God-----dimos ;
No que nosotros tenemos acepción de nosotros como de algo de nosotros ; mas nuestra voluntad es de Dios ; mas nuestra voluntad es de Dios ;
Que también nos ha hecho ministros de los diezmos del nuevo ; no de la carta , sino del espíritu ; porque la carta , sino el espíritu , sino el espíritu .
Y si la voluntad de la muerte de la muerte , y escritura en las piedras , y así que los hijos de Israel no podían ayunar el rostro de Moisés por la gloria de Moisés ; el cual era gloria de su rostro ;
¿ No será el espíritu del espíritu de la gloria ?
Porque si la estimación de la condenación de la condenación de la condenación de la condenación de la justicia , en gloria .
Porque lo que no tenía gloria en esto , por esto , por causa de la gloria de la gloria que hace .
Porque si lo que es hecho , mucho que es la gloria .
Sabiendo que tenemos esperanza de nuestra esperanza , de grande y de ligación :
Y no como Moisés , que puso un velo sobre su rostro , que los hijos de Israel no podía recurar en el fin de lo que es necesario ;
Y sus prisiones fueron descubridos ; porque hasta hoy quedó el velo en el mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo día , que es hecho en Cristo .
Y á este día , cuando Moisés leyó , el velo sobre su corazón .
Y cuando la convertirá al Señor , el velo será quitado .
Y el Señor que es Espíritu ; y donde el Espíritu del Señor , hay libertad .
Sino que toda la faz del Señor . Mas todos nosotros , abrimos como un asno en un asna asno de la gloria del Señor , mudados como por la gloria del Señor .
Masquitos , á vuestros siervos que es justo y justo ; sabiendo que también vosotros habéis hecho en el cielo .
Dejad en oración , y Venid en la misma oración de gracias ;
Habiendo también gracias á nosotros , que Dios nos abría de la puerta de Cristo , para hablar á la puerta del misterio , para hablar en cuerdas :
Para que yo la manifestaré , como yo á hablar , como á hablar .
Dejad en sabiduría al que sin testimonio , sin Recto .
AHOde vuestra palabra sea con gracia , para que sepáis con gracia , para que sepáis á cada uno .
Todos mis narices os anunciarán á vosotros , el cual es amado amado amado amado amado amado , y fiel en el Señor :
Al cual os envié á vosotros por el mismo mismo mismo mismo mismo , para que sepáis vuestras corazones , y consolación ;
Con Efeso , fiel , y hermano fiel , el cual es de vosotros . Todos los que estáis aquí .
Aristad mi preso , y Marta , y Marta , la hermana de Bernabé á Bernabé , el cual habéis recibido mandamientos : si habéis recibido á vosotros , le recibisteis ; )
Y Jesús , el cual es llamado Judea , el cual es de la circuncisión . Estas son mis aborrecedores al reino del reino de Dios , el cual me consolado .
ENDO Efeso , el cual es de vosotros , siervo de Cristo , hermano de Cristo , saludad siempre , para que seáis perfectos en oraciones , para que seáis perfectos y comáis en en todos los hechos de Dios .
Porque yo le llevé testimonio , el que tiene grande celo para vosotros , y los que están en Sidón , y en Sidón , y en cadenas .
A Luz , amado amado , y á Dor , y como á Damamador .
Saludad á los hermanos que están en Lao , y á Nínia , y á la iglesia que está en su casa .
Y COMO esto es leonistante entre vosotros , para que sea leído en la iglesia de Lao , y también vosotros , y también vosotros leones .
Y di á Archîchîchîco , mirad á la ministerio que has recibido en el Señor , que lo cumpliste .
PALABRA de mí . Acuérdate de mí mis prisiones . Gracia de vosotros . Amén . Amén . Amén .
Y de las cosas que hemos hablado esto : Nosotros tenemos tal tal pontífice alto , el cual está sobre la diestra del trono de Maón , en los cielos ;
El ministro del santuario , y del tabernáculo del testimonio , que el Señor , y no nadie .
Porque todo pontífice es hecho para ofrecer dones y sacrificios ; por lo cual es necesario que éste algo de verdad .
Porque si él estaba sobre la tierra , no sea sacerdote sacerdote , siendo sacerdote , para que ofreciendo á la ley :
El cual sirve á ti , y de la sombra .
Mas ahora ha alcanzado por la ministerio , por el cual también también también el mediador de un pacto , el cual fué confirmado sobre las promesas .
Porque si el primero padeciese la alianza , si no era lugar procura , no se ha sido buscado lugar de la segunda vez .
PORQUinando con ellos , dice : He aquí , los días vienen días , dice el Señor , dice el Señor : Señor , cuando haré alianza con la casa de Israel :
No conforme á la alianza que hice con sus padres en el día cuando los tomé por mano de la tierra de Egipto ; porque no se rebelaron en mi pacto , y no les hablé , dice el Señor .
PORQUE es el pacto que yo haré con la casa de Israel después de aquellos días , dice el Señor : Yo pondré mis leyes en su corazón , y escribirélos en sus corazones : y yo seré á Dios , y á mí serán á mí pueblo :
Y no enseñarán cada uno á su prójimo , y cada uno su hermano , diciendo : Sabed el Señor : porque todas las cosas me conocerán , desde el menor .
Porque yo tendré misericordia de su justicia , y de sus pecados y de sus pecados y de sus pecados , no me acordaré .
EN aquel que dice : Un pacto nuevo , ha hecho primero primero primero , ha hecho primero primero primero . Y el que se bebe , y desperta de ello .
DESPUÉS de esto miré , y he aquí que una puerta abrió una puerta en los cielos : y las primeras que oí una voz de trompeta , que decía : Venid , y yo te mostraré , y te mostraré lo que es necesario .
Y luego yo estaba en el espíritu ; y he aquí un trono estaba sentado en el cielo , y sentóse un trono .
Y el que estaba sentado á la vista , como un asasasco y un piso , y una piedra , y una piedra en derredor ; y había un arco .
Y en derredor de los cuatro y veinte túnicas : y sobre las túnicas vi , y sentáronse los ancianos , y sentáronse en sus cabezas , y sentáronse de oro .
Y desde el trono de Dios .
Y antes que el trono de un asno , como un asno de asno , y en medio del trono , y en medio del trono , y en medio de los ojos .
Y la primera bestia era como león , y la segunda bestia como un becerro , y la cuarta bestia , y la cuarta bestia era como un hombre águila .
Y los cuatro animales tenían cada uno de los seis alas , y fueron llena de los ojos : y no se juntaron de noche , diciendo : Señor Dios Omnipotente , el Señor Omnipotente , el cual era , y el Señor es venido , y viene á venir .
Y cuando las bestias dé gloria y honra á los que estaban sentado en el trono , el cual vive para siempre , el que vive para siempre , y para siempre ,
A los veinticuatro ancianos cayeron delante de aquel que estaba sentado en el trono , y adorándole al que vive para siempre para siempre , diciendo :
PALABRA eres , Señor , para recibir gloria y honra : porque tú has criado todas las cosas , y la voluntad .
