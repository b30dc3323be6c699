En el principio de Dios crió el cielo y la tierra .
Y el espíritu de la tierra era de aguas .
Y Dios le dijo : Bien que hay allí ; y allí era luz .
Y vió Dios la luz de luz , que era bueno ; y Dios repartió la luz de las tinieblas .
Y llamó Dios la luz , y llamó las tinieblas .
Y Dios dijo : Végrense allí en medio de las aguas de las aguas , y alégrense las aguas de las aguas .
E hizo Dios las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban de las aguas que estaban encima de las aguas ; y fué así .
Y llamó Dios á la tarde .
Y Dios dijo : Verse debajo del cielo , y la tierra se junten el lugar del cielo , y el seco .
Y llamó Dios la tierra de Ecrt ; y vió Dios que era bueno .
Y dijo Dios : Sela tierra sasaba , la hierba de su especie , y el fruto de su especie , y el fruto .
Y vió la tierra , y vió su especie , y el árbol que estaba en su especie , y el árbol de su especie ; y el fruto que estaba en su especie , y su especie .
Y la tarde y la mañana fué de la tarde .
Y Dios dijo : Verse allí en los días de noche , y por las señales , y por las señales , por las señales , y por las señales ;
Y los relámparados de los cielos sea sobre la tierra : y así fué así .
Hizo también las estrellas , y las estrellas de la noche , y las estrellas de la noche , y las estrellas de la noche .
Y pusiéronlos Dios en la tierra de los cielos , para dar luz sobre la luz ,
Y vió aquel día sobre el día y sobre la noche , y sobre la luz de las tinieblas ; y vió Dios que era bueno .
Y la tarde y la tarde fué de la tarde .
Y dijo Dios : Segías las aguas de los cielos .
E hizo Dios grande grande , y todo viviente que hizo las criaturas , conforme á su especie ; y su especie , conforme á su especie .
Y bendijo Dios á ellos , diciendo : Sérzate , y multiplicarán las aguas en la tierra .
Y la tarde , la tarde y la tarde fué de la tarde .
Y dijo Dios : Sela tierra de animales , y bestias de la tierra , según su especie , y después de su especie : y así fué así .
E hizo Dios la bestia de la tierra después de su especie , y después de su especie , y todo lo que anda sobre su especie , y todo lo que estaba sobre la tierra .
Y dijo Dios : Vamos hombre en toda la tierra , y sobre toda la tierra , y sobre toda la tierra , y sobre los animales , y sobre toda la tierra , y sobre los animales , y sobre toda la tierra .
Y Dios los crió en su estatua , en la estatua de Dios crió en su estatua , en la estatua de Dios le crió .
Y bendita sobre toda la tierra , y sobre todos los peces de los peces , y sobre toda la tierra ; y sobre toda la tierra que viviente viviente viviente viviente viviente viviente viviente viviente viviente .
Y Dios dijo : He aquí que yo os he dado de toda simiente de toda la tierra , que está sobre el fruto de toda la tierra , y en el árbol que es de toda árbol de toda árbol ; porque os será comida .
Y á toda bestia de la tierra , y á todo animal que anda sobre la tierra , y á todo animal que anda sobre la tierra , y á todo lo que está sobre la tierra , y á toda cosa de la tierra , y á toda bestia , y á toda ave de la tierra .
Y vió Dios todo lo que había hecho , y he aquí que él había sido dado , y he aquí el sexto día .
Y oyó las palabras de los hijos de nuestro padre , diciendo : Jacob ha tomado toda esta gloria .
Y Jacob vió el rostro de Labán , y he aquí que no estaba delante de él .
Y Jehová dijo á Jacob : Vuélvete á la tierra de tus padres , y seré contigo .
Y llamó Jacob y llamó Rachêl á Lea y á Lea ,
Y díjeles : Vi vuestro padre de mi padre , que no hay en mí como delante de mí ; mas el Dios de mi padre me ha sido conmigo .
Y sabéis que con toda mi fortaleza he servido .
Y vuestro padre me engañó , y me mudaron diez veces ; mas Dios no le dejó mal .
Si fuere dicho así : La dueeño será tu mancha ; y si él dijo : La dueeeño será tu paja .
Así ha tomado Dios de vuestras bestias , y los entregó á mí .
Y ACONTECIÓ que el tiempo que estaba sobre las bestias , y miré , he aquí mis ojos , los carneros , y los carneros , que estaban sobre el sueño , y he aquí que los carneros .
Y HABLÓ el ángel de Dios á mí en un sueño , diciendo : He aquí , Jacob dijo : Heme aquí .
Y él dijo : Levántate , porque yo he visto tus ojos , y vejejefes ; porque yo he visto todas las bestias que hacen sobre ti .
Yo soy Dios de Beth-el , donde te levantaste de esta tierra , y de donde me has de levantarte : ahora , ahora te levantaste de esta tierra .
Y RESESESPONDIÓ Rachêl y le dijo : ¿ Hay parte de nuestro padre ?
¿ No nos es de los extranjeros ? porque él vendió , y nos ha consumido , y nos ha consumido .
Porque todas las riquezas que Dios ha tomado de nuestro padre , y de nuestros hijos ; ahora pues , todo lo que Dios ha dicho : Así ha dicho .
Entonces Jacob se levantó , y levantó sus hijos y sus mujeres sobre los camellos ,
Hizo asimismo todo su ganado , y toda su hacienda que había sido engendrado , que él había engendrado en Padan-aram , por tierra de Canaán .
Y salió Labán á Labán sus ovejas : y tenía las estatuas de Rachêl .
Y quitaron á Jacob los que huyeron á Labán , en que le había dicho : No lo que huyó .
Y huyó con todo lo que tenía ; y subió , y asentó sobre la orilla del río , y asentó sobre Galaad hacia Galaad .
Y fué dado aviso á Labán en el tercer día que se había huído .
Y tomándole sus hermanos con él , le siguieron siete días , y le siguieron en el monte de Galaad .
Y vino Dios á Labán , y le dijo : Guártate de noche , y le dijo : Toma lo bueno .
Entonces Labán tomó su tienda en el monte de Galaad .
Y Labán dijo á Jacob : ¿ Qué has hecho , que tú has hecho , y mis hijas , como espada tomaste , y mis hijas como cuchillo de espada , como cuchillo de cuchillo ?
¿ Por qué huiste de ti , y con arpa , y con arpa , y con arpa , y con arpa , y con arpa , y con arpa , y con arpa , y con arpa , y con arpa ?
¿ No me diste á besar los hijos y mis hijas ? ¿ has hecho ahora en esto .
Guártate de la noche de mi padre , diciendo : Guárdate que no hables bueno .
Ahora pues , ¿ por qué te olvides de tu padre , porque tú has salido de tu padre , y de tu casa , ¿ por qué has acordado de tus dioses ?
Y RESESPONDNDIÓ Jacob , y dijo á Labán : Por cuanto yo te temí de tus hijas .
Porque no los sabía que habían de hacer á Rachêl , no los sabía .
Y salió en la tienda de Lea , y en la tienda de Lea , y en los dos de Lea : mas no los hallaba .
Y tomó Rachêl toda la tienda , y púsolos sobre ellos , y sentólos sobre ellos . Y Labán tomó Labán toda la tienda , mas no los hallaron .
Y ella dijo á su padre : No te matarás , porque las estatuas de las mujeres que no puedas .
Y Jacob se enojó , y dijo á Jacob : ¿ Qué es mi pecado ? ¿ qué es mi pecado , que has de vendido .
¿ Por qué te has despedido todo mi casa , para que te juzgaste de todos tus hermanos , y que juzgas de tu casa , para que juzgas .
Esta he estado con ti , tus vacas y tus machos cabríos de cabras , y tus machos cabríos de tus carneros no comió .
Para que fué llevado de las bestias de las bestias de las bestias de las bestias de mi mano ; de la mano de mi mano , ó de la noche .
Así me consumido , en día de noche me consumió ; y mi sueño se fué de mis ojos .
Así que he sido veinte años en tu casa , yo te he sido catorce años por dos años , y seis años te muchedumbre .
Tú , oh Dios de mi padre , el Dios de Abraham , y el temor de Dios de Isaac , y de la noche de Isaac .
Y RESESESESESESESESESPONDIÓ sus hijas , y todas mis hijas , y estas cosas son mis hijas , y todas las cosas que han nacido á los hijos .
Por tanto , desciende , pongamos pacto , y estémoste por pacto entre mí y ti .
Y Jacob tomó una piedra , y púsola por una piedra .
Y Jacob dijo á sus hermanos : Guntad , Gacacacacacachorró , y tomaron piedras ; y comieron sobre el montón .
Y llamó Labán , y llamó á Abram : mas Jacob llamó á Jacob .
Y RESESESESESESESESESESESESESESESESESPONDIÓ Labán , y te dijo : Este es el nombre de Dios .
Y de otra parte , dijo : Jehová entre mí y ti , cuando nosotros somos enviados .
Si afligirás á mis hijas , y si tomares de mis hijas , no hay con nosotros : Dios es testigo , y te dejes .
Y Labán dijo á Jacob : He aquí esta parte de esta parte , y he aquí esta columna que yo te he echado .
Esta es este testigo , y esta columna serás sobre ti , que no pases sobre ti .
Y juró Dios de Abraham , y de Dios de Naas , Dios de Abram su padre . Y Jacob juró Jacob por temor de Isaac .
Entonces Jacob ofrecieron el sacrificio sobre el monte , y llamó á sus hermanos .
Y Moisés se levantó de mañana , y los besó , y los besó .
Y Jehová dijo á Moisés : De aquí yo os traeré una plaga sobre Faraón , y sobre Egipto , y sobre Egipto ; cuando os hiriere .
Habla ahora en oídos de los pueblos , y cada uno de su prójimo , y cada uno de su prójimo , y de plata .
Y dió Jehová grande en la tierra de Faraón , y en los ojos de Faraón .
Y Moisés dijo : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : De noche iré de noche en medio de Egipto :
Y todos los primogénitos en la tierra de Egipto morirán , y de todo primogénito .
Y habrá un gran clamor sobre toda la tierra de Egipto , en toda la tierra de Egipto , como no habrá más grande .
Y contra cualquier hombre de los hijos de Israel no perderá su lengua , y contra los hombres : para que conozcáis que Jehová ponga por hombre entre los Egipcios y bestia .
Y de todas estas cosas saldrán á mí , diciendo : Ve , y todo el pueblo que te seguiré . Y después que salía de ti .
Y Jehová dijo á Moisés : No os oirá ; para que mis prodigios sea en la tierra de Egipto .
E hizo Moisés y Aarón todas estas señales delante de Faraón : y Jehová endureció el corazón de Faraón .
Y llamó Jehová á Moisés , diciendo :
Habla á los hijos de Israel , y diles : Si alguno de vosotros os traeréis ofrenda á Jehová , de las ovejas de las ovejas , y de las ovejas .
Si el holocausto de Jehová fuere holocausto , le ofrecerála en la puerta del tabernáculo del hombre .
Y pondrá su mano sobre la cabeza de la expiación , y será aceptado por él .
Y pondrá delante del becerro delante de Jehová : y los sacerdotes , la sangre de los hijos de Aarón , y rororororororororociarán la sangre sobre el altar de la puerta .
Y pondrá el holocausto , y találo en sus piezas .
Y los hijos de Aarón el sacerdote pondrás sobre el altar , y pondrás sobre el altar ;
Y los sacerdotes , de Aarón , la cabeza de los sacerdotes , y el sebo , en orden que está sobre el altar que está sobre el fuego que está sobre el altar que está sobre el altar :
Y sus intestinos y sus pieles , en olor de olor de olor suave á Jehová .
Y si su ofrenda fuere de las ovejas , macho de las ovejas , ó de las ovejas , y de los machos cabríos , para el holocausto , para el holocausto , un macho .
Y pondrá sobre el altar del aquilón , delante de Jehová : y los sacerdotes esparcirán su sangre sobre el altar .
Y pondrá en su cabeza , con su cabeza , con sus secos y su sebo ; y el sacerdote los pondrá sobre el altar que está sobre el fuego que está sobre el fuego que está sobre el altar :
Y lavará el fuego , y el sacerdote lo hará el holocausto , y el sacerdote lo hará el holocausto : y el sacerdote lo hará el holocausto .
Y si el sacrificio de ofrenda para su ofrenda á Jehová , será su ofrenda de las aves de lino , y sus palomomomomomominos .
Y el sacerdote lo hará subir al altar , y su sangre sobre el altar ; y su sangre será injuriado , y su sangre .
Y echarálos de su ceniza , con sus arquiquiquiquillos , y echaron fuera fuera del altar ;
Y pondrá el fuego sobre sus alas , y el sacerdote quemará sobre el altar que está sobre el holocausto : y el sacerdote lo quemará sobre el altar .
Y HABLÓ Jehová á Moisés y á Aarón , diciendo :
De los hijos de Leví , por sus familias , por sus familias , por sus familias , por las casas de sus padres , por las casas de sus padres , por las casas de sus padres , por las casas de sus padres ,
De los treinta años arriba arriba arriba arriba arriba arriba arriba arriba en el campo , para hacer la obra , para hacer la obra de la congregación .
Esta será el servicio de los hijos de Coath en el tabernáculo del testimonio , en el tabernáculo del testimonio :
Y cuando el campo cayere el campo , saldrán de Aarón y sus hijos , tomarán el velo , y los cubrirán el velo de ella :
Y pondrás sobre él de cárdeno de jacinto de cárdeno , y extenderá sobre ella un manto de jacinto , y pondrá sobre sus varas .
Y sobre la mesa de cárdeno de cárdeno , y sobre las piñas de cárdeno , y sobre los arcos , y sobre los encantones , y sobre las pias , y sobre las piñas , y sobre las pieles :
Y extendieron sobre ellos un manto de lino , y cubrirán de lino , y cubrirán sus varas .
Y tomarán un manto de cárdeno , y cubrirán sus piezas , y sus torbellino , y sus flores , y sus candilejas , y sus candilejas , y sus candiversas , y sus candiversas ;
Y pondrás sobre ella y sobre todos los vasos de dentro de un lino de un lino , y pondrás sobre un lino .
Y pusieron sobre el altar de oro de cárdeno , y cubrálos de oro de oro de oro , y cubrirálos de oro ;
Y tomarálos de cárdeno , y los cubrirán de cárdeno , y los cubrirán de cárdeno , y los cubrirán de cárdeno , y los cubrirán de cárdeno , y los cubrirán de cárdeno ;
Y quitaron de ceniza del altar , y extenderé de lino sobre él ;
Y pondrás sobre ella todos los vasos de sus vasos , y sobre sus arcos , y sobre sus arcos , con que ministren el altar , y sobre sus arcos , y sobre sus arcos .
Estos son los hijos de Coath en el tabernáculo del testimonio , y todos los vasos del santuario , como el campo del santuario .
Los vasos , y el aceite de la unción , y el aceite de la unción , y el perfume , y el perfume , y el perfume , y el presente , y el aceite , y el aceite , y el aceite de toda la unción , y el presente .
Y HABLÓ Jehová á Moisés y á Aarón , diciendo :
De los Levitas no de la tribu de Coath , de entre los Levitas ;
Y así será así á ellos , y no morirán , cuando cuando se allearen á los santo , y á cada uno á su carga : sus hijos irán , y sus hijos , y sus hijos .
Y no entrarán en que cuando los santificaren , porque no morirán .
Y HABLÓ Jehová á Moisés , diciendo :
Tomad también los hijos de Gersón , por sus familias , por las casas de sus padres , por las casas de sus padres , por sus familias ;
De los treinta años arriba arriba arriba arriba y hasta el ministerio , para hacer obra la obra de la congregación .
Esta es el servicio de las familias de Gersón , para servir , para servir , y para servirles , para servir , para servirles , para servirles ;
Y llevarán las cortinas del tabernáculo del testimonio , y el tabernáculo del testimonio , y el pabellón de la puerta del tabernáculo del testimonio ;
Y servirán á la puerta del atrio , y con sus cuerdas , y con sus cuerdas , y con sus cuerdas , y con todo el altar , y con sus cuerdas , y con sus cuerdas , y todo el servicio .
En todo el momento de Aarón y en su ministerio , y en toda su ministerio : y en todo su ministerio , y en toda su ministerio .
Esta es el servicio de Aarón el servicio de los hijos de Gersón , en el tabernáculo del Gersón : y su ordenanza será debajo de la mano del sacerdote .
A los hijos de Merari , por sus familias , por las casas de sus padres , por las casas de sus padres ;
De treinta años de treinta años los harás , cada uno á la obra de la congregación .
Y este es la guarda de sus columnas , conforme á toda su carga en el tabernáculo del testimonio , y sus basas , y sus basas ,
Y las columnas del atrio alrededor de ellos , y sus cuerdas , con todo su nombre , con toda su carga ; y con todos sus vasos , con todo el nombre de su carga .
Esta es el servicio de las familias de los hijos de Merari , conforme á toda su ministerio , conforme á toda su ministerio , conforme á la mano del sacerdote .
Y Moisés y Aarón y Aarón , conforme á sus familias , conforme á sus familias , conforme á sus familias , y según la casa de sus padres ,
De los treinta años arriba arriba arriba arriba arriba arriba arriba , cada uno en el tabernáculo del testimonio :
Y los contados de los contados de ellos , dos mil cincuenta y cincuenta .
Estos fueron los contados de las familias de las familias de Coath , conforme á todo el servicio de la congregación , que Moisés hizo conforme á la mano de Moisés .
Los contados de los hijos de Gersón , por sus familias , por sus familias , por sus familias , por sus familias , por las casas de sus padres , y por las casas de sus padres ,
De los treinta años arriba arriba arriba arriba arriba arriba arriba arriba , cada uno en el tabernáculo del testimonio , por la obra de la congregación ,
Y los contados de los contados de ellos , por sus familias , por sus familias , por las casas de sus padres , dos mil treinta y treinta ;
Estos son los contados de las familias de los hijos de Gersón , conforme á todo el ministerio de los hijos de Aarón , conforme á la congregación de los hijos de Moisés .
Los contados de los hijos de Merari , por sus familias , por sus familias , por sus familias , por sus familias , por las casas de sus padres , por sus familias , por las casas de sus padres , por
De los treinta años arriba arriba arriba arriba arriba arriba arriba arriba , cada uno en el tabernáculo del testimonio , por la obra de la congregación ,
Y los contados de los contados de sus familias , tres mil doscientos y doscientos .
Estos son los contados de las familias de los hijos de Merari , que Moisés y Aarón conforme á la palabra de Jehová por mano de Moisés .
Todos los contados de los Levitas , por sus familias , conforme á Moisés y á los príncipes de Israel , conforme á sus familias , conforme á sus familias , conforme á sus familias , conforme á sus familias , y conforme á la casa de Israel , según sus familias
De treinta años arriba arriba y el servicio del servicio , cada uno en el servicio del tabernáculo del testimonio , y el servicio del servicio , y el servicio de la carga ,
Y los contados de los contados de ellos , ocho mil y cinco ;
Conforme á Jehová por mano de Moisés , cada uno conforme á su ministerio , y conforme á su carga , y conforme á su carga .
Y HABLÓ Jehová á Moisés , diciendo :
Habla á los hijos de Israel , y diles : Cuando viniere á la tierra de Canaán ; )
Entonces vuestro término será el término del mediodía , junto al término de Edom , junto al término de Edom .
A Asaroth , y á Asar-sam , y á Asar-sam ; y su salida será de Asardón , y de Hasarmón :
Y la parte del término será de Azmón , y sale de ella al río de Egipto hasta el río de Egipto , y sale de ella .
Y por este término , como el término de la mar , vosotros seréis vuestro término : este será vuestro término .
Y esta parte será vuestro término del aquilón : de la gran parte de Hor .
De Hasor de Harás , y sale de Hamath , y sale al monte de Hasor , y sale á Zedad ;
Y el término de Sidón saldrá á Sidón , y los sale de ella .
Y de Hasar-jtérmino de Hasar-ararararar-arararararar-ararararar-ararararar-
Y al término del oriente saldrá de Sephatías , y al término del oriente , y al término de Aquim , y al término de la mar :
Y será el término de la parte del Jordán , y sale al Jordán : esta tierra será de ella con sus términos .
Y mandó Moisés los hijos de Israel , diciendo : Esta es la tierra que daréis á las tribus que daréis á las tribus de Israel , y á la media tribu :
Porque la tribu de los hijos de Rubén recibió la media tribu de los hijos de Rubén conforme á la casa de sus padres , y la tribu de los hijos de Gad ;
Los dos tribus y la media media tribu recibieron su heredad sobre este Jordán , junto al nacimiento del Jordán .
Y HABLÓ Jehová á Moisés , diciendo :
Estos son los nombres de los varones que morirán la tierra : Eleazar el sacerdote , y Josué hijo de Nun .
Y tomarás un príncipe de cada tribu de cada tribu de cada tribu , por heredad .
Y los nombres de los varones son de los varones : de la tribu de Judá , Caleb hijo de Jephone .
Y de la tribu de Simeón , de la tribu de los hijos de Simeón .
De la tribu de Benjamín , Elidad de Benjamín .
Y el príncipe de la tribu de los hijos de Dan , Busi hijo de Joci .
Hijo de los hijos de José , por la tribu de los hijos de Manasés , por la tribu de los hijos de Benjamín .
Y el príncipe de la tribu de los hijos de Ephraim .
Y el príncipe de la tribu de los hijos de Zabulón , Eliphaz hijo de Elira .
Y el príncipe de la tribu de los hijos de Issachâr , Parán el príncipe de los hijos de Issachâr .
Y el príncipe de la tribu de los hijos de Aser , Ahisael príncipe de los hijos de Aser .
Y el príncipe de la tribu de los hijos de Nephtalí , Peka hijo de Ammid .
Estos son los que Jehová mandó á los hijos de Israel á los hijos de Canaán en la tierra de Canaán .
Y será que , si Jehová tu Dios te mandares sobre todas las gentes de la tierra ;
Y todas estas estas cosas vendrán sobre ti , y tomarán sobre ti , y tomarán , si oyeres á la voz de Jehová tu Dios .
Bendito serás en la ciudad , y benditarás en el campo .
Bendito el fruto de tus ovejas será tu fruto , y el fruto de tus ovejas , y el fruto de tus ovejas .
Bendito sea tu canastillo de lino y de tu especie .
Bendito serás cuando salieres , cuando hubieres de venir .
Y vendrán tus enemigos que levantasen contra ti , y huirán delante de ti .
Jehová te diere bendición sobre ti , y en toda la tierra que tú tu Dios te da .
Jehová tu Dios , y anda en sus caminos .
Y todo el pueblo de la tierra verán que tú eres llamado por nombre de Jehová , y serán miedo de ti .
Y pondrá Jehová á tus padres , en la tierra que juró Jehová á tus padres , y en fruto de tu ganado , y en el fruto de tu ganado , que juró Jehová .
Jehová echará á ti su tesoro , y á toda la obra de tu mano : y tú te bendecirás .
Y harás Jehová tu Dios , que yo te mando , y no te guardarás ; y si oyeres , no te guardares ; y si oyeres á los mandamientos de Jehová tu Dios , que yo te mando hoy , y no te mandares :
Y no saldrás de alguno de las palabras que yo te mando , para ir á los dioses que yo te mandé .
Y será que , si no te mandares , sobre ti , y sus estatutos que yo te mandares ; y tomarán sus mandamientos , y sus estatutos que yo te mando :
MalMaldito en la ciudad , y maldito serás en el campo .
Maldito tu canastillo será de lino y de tu especie .
Maldito el fruto de tu fruto , y el fruto de tu tierra , y el fruto de tus ovejas .
Maldito , cuando hubieres de venir , serás de cierto , y maldito .
Al Músico principal : sobre ti , oh Jehová , sobre todas las obras que me dejaste , hasta que perdiste tu mano .
Jehová hará pestilencia á ti de pestilencia , hasta que te acabes de la tierra , hasta que acabes .
JESESESESESESESESAH , y con el rocío , y con el rocío , y con el rocío , y con el rocío , y con el rocío , y con el rocío , y con el rocío , y con el rocío .
Y el cielo que es sobre tu cabeza , y la tierra que está sobre ti .
Jehová hará lluvia sobre ti lluvia de tu tierra , hasta que serás destruída .
Jehová será por causa de delante de tus enemigos , y huirás siete caminos .
Y tu cuerpo será comida á todas las aves del cielo , y no los apartará .
Jehová te herirá de Egipto , y con los arcos , y con los arcos , y con los artes , y con los artes , y con los artes , y con los artes , y con los artes , y con los artes , y con los de
Jehová te herirá de corazón , y de espanto de corazón :
Y tú , oh hombre , y no te prosperarás .
No recogerás su mujer , y no habitarás en ella : plantarás la casa , y no habitarás : plantarás la casa , y no habitarás .
Tu buey será quitado delante de tus ojos , y no te comerá : tu asno será por tu rostro , y no te será perdonado .
Tus hijos y tus hijas serán dados , y tu mano no habrá en ellos .
El fruto de tu tierra , y todo tu labio , que no comerás ; y el camino de tu tierra será afligido y crujada :
Y los que serás para los ojos de tus ojos que verás .
Jehová te herirá en las rodillas , y en las piernas de tu pie .
Jehová te traerás , y servirás .
Y serás de espanto , por todas las gentes de todas las gentes que Jehová te enseñarán .
Y harás mucho simiente de simiente en el campo , y recogerás en el campo ; porque la langosta será quemada .
En las viñas los plantarás , y los recogerás de vino , y los recogerás de vino ; porque el gusanos los comerán .
Harás de olivas en toda tu término , mas no te ungirás con aceite , porque tus olivas .
Harás , hijos y hijas , y hijas , y hijas , no los recogerás ; porque entrarán en cautiverio .
Todas tus árboles y fruto de tu tierra serán quemadas .
El extranjero que es de dentro de ti , y tú saldrás .
Hizo el fin de ti , y serás al cabo de él : será la cabeza , y la cola .
Y todas estas cosas vendrán á Jehová tu Dios , y te matará , y te recogerás de ti , porque no te guardaste la voz de Jehová tu Dios , para guardar sus mandamientos ; porque no te guardaste la voz de Jehová tu Dios .
Y serán sobre ti por señal , y sobre tu simiente para siempre .
Por lo cual harás de todas las cosas de Jehová tu Dios con gozo , y con alegría de alegría de corazón ;
Por tanto , servirás á tus enemigos que Jehová te enviaren , en hambre , y en sed , y en sed , y en toda desnudez de todas las cosas de todas las cosas : y pondré sobre toda tu cuello .
Jehová no entenderá nación contra ti , de lejos de lejos , de la tierra de la tierra , como águila ; que no entenderás ;
La nación de la nación de la nación , que no se apartará de la venganza de los viejos ;
Y tomará el fruto de tu ganado , y el fruto de tus ovejas , hasta el fruto de tu tierra , hasta el fruto de tus ovejas , hasta el fruto de tu grano .
Y pondrá en toda tu tierra , en todas las puertas de tus muros , hasta que destruiste tu tierra sobre ti ; y cerás en toda tu tierra que Jehová tu Dios ha dado .
Y comerás el fruto de tu cuerpo , y de tus hijas , que Jehová tu Dios te ha dado ;
Así que , el hombre que fuere entre vosotros , y el hombre que dejare por su hermano , y por la mujer de sus reliquias , y por la mujer de sus reliquias , y por la mujer que dejare ;
Así que no le daré de ellos , en tus puertas , con que no habrá de ellos : porque nada le comerá de tus hijos .
La mujer y la extraña de su pie , que no se ponía sobre ella su hijo , sobre la tierra de su pie .
Y de todas las cosas que sale de su enemigo , y sobre sus hijos , con que los que ella los llevaren de todas las cosas de todas las cosas de todo mal .
Al Músico principal : Jehová no guardarás de hacer todas las palabras de esta ley que está escrito en este libro , que está escrito : Jehová .
Y hará Jehová tus plagas de tu simiente , y de sustancia , y de muchas enfermedades .
Y meteráte sobre toda la enfermedad de Egipto , que fuiste temor de Egipto , que fuiste miedo de ti .
Y toda enfermedad , y toda llaga , que no está escrito en el libro de esta ley , hasta que serás destruída .
Y dejaréis pocos en número , como las estrellas de los cielos ; porque no obedecerás la voz de Jehová tu Dios .
Y será que , como Jehová se alegrará sobre vosotros , y os alegraréis ; y os alegraréis de vosotros , y os alegraréis ; y Jehová será sobre vosotros .
Y te esparcirás Jehová entre todo el pueblo , de la tierra de un un cabo de un cabo de la tierra , y allí servirás .
Y estas gentes no hallarás , ni el corazón de tu pie te olvidarás ; mas Jehová te daré corazón de tus ojos : mas Jehová te daré corazón , y el dolor de tu corazón .
Y de tu vida será tu vida ; y tendrás temor de ti , y de noche ;
En la mañana verás tus ojos , y de la mañana que temen de tu corazón .
Y te traerás más á Egipto , y no podrás más que el camino .
Y juntó Josué todas las tribus de Israel á Sichêm , y llamó por los ancianos de Israel , y por sus cabezas , y por sus gobernadores , y por sus cabezas , y por sus cabezas , y por sus cabezas , y por sus cabezas , y por sus cabezas , y por sus cabezas , y por sus cabezas ;
Y Josué dijo á todo el pueblo de Israel : Así ha dicho Jehová Dios de Israel : Así ha dicho Jehová Dios de Israel : Así ha dicho el Dios de Abraham , y los dioses de Israel .
Y tomé vuestra padre de Abraham , y le multiplicó por toda la tierra de Canaán , y le dieron por toda la tierra de Canaán , y dióle Isaac .
Y dió Jacob á Isaac y Esaú : y Jacob dió á Esaú .
Y yo os he enviado Moisés y Aarón , conforme á los que los hice , conforme á los que los hice .
Y saqué vuestros padres de Egipto , y vinieron á la mar ; y los Egipcios siguieron á la mar Bermejo .
Y como clamaron á Jehová , y los Egipcios , y los cubrió sobre ellos , y los Egipcios , y los cubrían ; y vuestros ojos han visto en el desierto .
Y os saqué en la tierra de los Amorrheos , que habitaban sobre la otra parte del Jordán , y peleélos con vosotros .
Y llamó Balac hijo de Zip, rey de Moab , rey de Moab , y envió á Balaam hijo de Beor :
Y yo no escucharía á Balaam , por tanto os bendijo : así os libró de su mano .
Yo los entregé , y los Geritas , y los varones de Jericó .
Y envié la red delante de vosotros , que los saqué de delante de vosotros , que los dos reyes de los Amorrheos ; mas no con tu arco , ni con tu arco .
Y os he dado tierra en que no os plantéis , y en las ciudades que no os plantéis , y en las ciudades que no comeréis .
Por tanto , oh Jehová , y servid en verdad , y servid en verdad , y servid á los dioses ajenos , y servid á Jehová .
Y si vuestros padres habéis servido á Jehová , en la tierra de los Amorrheos , que habéis servido á los dioses ajenos , y servid á Jehová .
Y RESPONDNDIÓ el pueblo , y dijo Dios : No dejaremos á dioses ajenos , para servir á Jehová , á dioses ajenos :
Porque pasamos por el camino de Jehová nuestro Dios , de toda la tierra de Egipto , y de todos los padres que nos habían pasado ;
Y de delante de Jehová nuestro Dios , porque él es nuestro .
Y Josué dijo á los pueblos : No servid á Jehová vuestro Dios : porque él es santo santo , Dios ; no perdonará vuestros pecados .
Si dejareis á Jehová , y os sirviere á dioses ajenos , y os convirtiereis , conforme á vosotros , conforme á lo que os ha hecho .
Y dijo el pueblo á Josué : No , mas serviremos á Jehová .
Y Josué les dijo : Nosotros somos testigos .
Por tanto , quitaron , pues , él los dioses que están entre vosotros , se inclinaron á Jehová Dios de Israel .
Y dijo el pueblo á Josué : Jehová nuestro Dios serviremos , y serviremos á Josué .
Y Josué hizo alianza con el pueblo que hizo alianza , y púsolos en Sichêm .
Y Josué escribió estas palabras en el libro de Jehová .
Y Josué dijo á todo el pueblo : He aquí esta piedra os será testigo de Jehová vuestro Dios .
Y Josué sea el pueblo , cada uno á su herencia .
Y ACONTECIÓ después de estas cosas , que Josué hijo de Nun , el siervo de Jehová .
Y sepultáronlo en el término de su herencia , en el monte de Ephraim , que está en el monte de Ephraim .
Y sirvieron á todo el tiempo de Josué , y todo el tiempo de los ancianos que habían acontecido á Josué , y que todo el tiempo de las obras de Jehová que había hecho por Israel .
Los huesos de José fueron siervos de los hijos de Israel .
Y Eleazar hijo de Aarón murió , y sepultáronlo en un monte que le había dado por hijo .
Y tomó los Filisteos el arca de Dios de Eezer , á Asar-ezer .
Cuando los Filisteos tomaron el arca de Dios , trajéronlo en la casa de Dedón , y pusiéronlo junto á Dedón .
Y ellos tomaron de mañana á Asdod , y asentaron en su tierra , delante del arca de Jehová .
Y cuando se levantaron de mañana , he aquí que estaba sobre él en su tierra , he aquí que las manos del arca de Jehová ; y la cabeza de Dedán estaba sobre él .
Por tanto , los sacerdotes de Dedán , ni los sacerdotes que vienen á Dedán , en la casa de Darío , en Asdod .
Y la mano de Jehová fué sobre ellos de Asdod , y sus términos .
Y viendo los hombres de Asdod que estaba sobre nosotros , dijeron : El arca de Dios de Israel no morirán : porque su mano es fuerte .
Y ellos enviaron el arca de Israel , y dijeron : ¿ Qué haremos con el arca de Dios de Israel ? Y ellos respondieron el arca de Dios .
Y fué así , que los hombres de Jehová se habían llevado de grande ciudad , en gran manera .
Y vinieron el arca de Dios á Ecrón , diciendo : Henos traído el arca de Ecrón .
Y enviaron á todo el pueblo de los Filisteos , y dijeron : Se , que no nos maquía ; porque por mano de Dios fué destruído .
Y los varones que no murieron con los acogidos ; y el clamor de la ciudad subió al cielo .
Y oyendo Saúl hijo de Saúl que Abner era muerto en Hebrón , y todo el pueblo se turbaron .
Y Saúl fué contado de Benjamín : porque el nombre de los hijos de Benjamín fué Asaroth .
Y HABESESESESESESESESPONDIÓ luego á Giezaim , y estaban allí hasta el día .
Y Saúl se levantó de Saúl , y tomó su nombre , y tomóla ; y después que se había huido de Saúl .
Y los hijos de Rimmón , RESESESESESESESESESESESESESESESESESESESESESESESESESESESESESESESESESPONDIÓ de la casa de Is-boseth , que estaba en la casa de Is-boseth .
Y vinieron allí á allí , y le llevaron al quinto de la casa de la casa , y le llevaron fuera de la casa de RESESESESESESESESESESESESESESESESESESESESESESESESESESESESESESESESESESESESPO
Porque ellos vinieron á la casa , y tomaron su cabeza , y le mataron , y le llevaron , y le mataron , y los mataron , y los mataron , y le llevaron , y los mataron , y los mataron , y le llevaron , y los mataron , y le llevaron , y le llevaron , y tomaron de la noche .
Y llevaron la cabeza de Is-boseth , y dijo al rey David : He aquí el rey de Is-bo-boseth , hijo de Is-boseth .
Y David RESESESESESESESESESESESESESPONDIÓ Jehová , hijos de Rimmón , y díjoles : Vive Jehová , que ha redimido mi alma , que redimiere de toda alma ,
Cuando me dió aviso , diciendo : He aquí que Saúl había muerto á Saúl : He aquí que yo le tomé , y maté en Sidón , que le maté ;
¿ Por qué más malo , cuando los hombres han muerto en su casa ? ¿ no os quitaré ahora su sangre , y os quitaré de la tierra , y os quitaré de vuestra sangre , y de la tierra ?
Y tomaron David sus mancebos en Hebrón . Y tomaron sus manos en Hebrón .
Y como la reina de Seba oyó de la iglesia de Jehová , vino á él .
Y vino á Jerusalem con grande corazón , y con piedras preciosas , y con piedras preciosas ; y cuando había venido á Salomón , con sus corazones .
Y HABLÓ Salomón á todos sus arcos , que no había escondido de ella .
Y viendo la reina de Seba toda la ley de Salomón que Salomón había edificado , y la casa que edificó ,
No había más en su espíritu , y sus arcos , y sus arcos , que subieron á la casa de Jehová .
Y ella dijo el rey al rey , que yo oí en mi tierra de verdad y sabiduría .
Y no creyeron las palabras , hasta que yo oí .
HURESESESESESESESESESESESESESPONDIÓ tus criados , y oye sabiduría .
Bendito sea Jehová tu Dios , que hizo juicio , y justicia .
Y ella dió el rey de ciento y veinte talentos de oro , y de piedras de oro , y de piedras preciosas ; no había más que el rey Salomón .
Hizo asimismo la envidia de Hiram , que hizo de oro de Ophir , y piedras preciosas .
Y el rey hizo las columnas de Jehová , y de címbalos , porque no habían visto .
Y volvióse el rey Salomón á la reina de Sepba , y fuése á sus siervos .
E hizo el peso de oro que vino á Salomón en un año , y seis talentos de oro ,
Los varones de Arabes , y de los reyes de Arabes , y de los reyes de Arabes , y de los reyes de Arabes .
E hizo el rey Salomón doscientos de oro de oro , y seis siclos de oro .
Hizo también tres escudos de oro , y el rey en la casa del bosque .
Hizo asimismo el rey de gran trono de grande , y cubrióla de oro .
Y el trono tenía seis pasos , y los dos de dentro de la silla estaba junto al lugar de dentro de la silla , y los dos cortaron de la silla de dentro .
Y doce meses estaban sobre el un un un un un un un un un un un un un un un un un un hombre .
Y todo el rey Salomón de oro , de oro de oro , y de todos los vasos de oro de oro eran de oro , y de todos los vasos de la casa de Salomón .
Porque vino el rey de la mar , y oro , y piedras de oro , y de plata .
Y el rey Salomón hizo sobre toda la tierra de los reyes de la tierra , y por sabiduría .
E hizo todo la tierra á Salomón , para oir su sabiduría , que Dios había puesto en su corazón .
Y trajéronlos cada uno su presente , de los vasos de plata , y de oro , y de los vasos , y de oro , y de los vasos , y de oro , y de un año , y de un año , y un año , y un año , y un año , y un año , y
Y juntó Salomón á los carros y á caballo : y tenía mil carros , doce mil carros , y doce mil carros , y doce mil carros , y doce mil , con el rey .
E hizo el rey plata en Jerusalem como piedras , y los cedros , y los cedros .
Hizo asimismo Salomón caballos de Egipto , y lino lino de lino ; y los mercaderes del rey recibió de lino .
Y salió un carro , y subieron de Egipto por seis siclos de plata , y cincuenta ; porque así sacaron los reyes de los reyes , y por todos los reyes de los reyes de los reyes de Siria .
Y ACONTECIÓ en el tercer año de Oseas rey de Israel , que Ezechîas hijo de Achâz rey de Judá , rey de Judá , rey de Judá , comenzó á reinar .
E hizo Abías y cinco años cuando comenzó á reinar , cuando comenzó á reinar ; y reinó veinte años en Jerusalem .
E hizo lo recto en los ojos de Jehová , conforme á todo lo que David su padre .
Hizo los altos , y quebró los bosques , y quebró los bosques , y quebró los bosques , y quebró los bosques , y quebró los bosques , y quebró .
Hizo en Jehová Dios de Israel , que no había de él como de él , ni ninguno de todos los reyes de Judá .
Porque él mandó á Jehová á Moisés , y no se fué de él de él , sino que guardó Jehová .
Y HABLÓ Jehová con él , y no le sirvió .
Hizo los Filisteos , hirió á Gaza , y á Gaza , y á su término , de la torre de los hombres .
Y ACONTECIÓ en el cuarto año de Ezechîas rey de Israel , y cercó contra Samaria .
Y en el cabo de tres años tomaron : en el sexto año de Israel , que fué tomado un año de un año , rey de Israel .
E hizo el rey de Asiria de Asiria á Asiria , y las pondrás en Halba , y en las ciudades de Gozán ;
Porque no obedecieron á la voz de Jehová su Dios , y no los escucharon .
Y en el año décimo del rey Ezechîas , y tomólos de todas las ciudades de Judá , y tomólos .
Y el rey de Judá envió Ezechîas treinta talentos de plata y de oro .
Y dió Ezechîas á toda la plata que estaba en la casa de Jehová , y en los tesoros de la casa de Jehová .
En aquel tiempo hizo Ezechîas el oro de las puertas de las puertas del templo de Jehová , y de las columnas que Ezechîas rey de Judá .
Y subieron al rey de Asiria , y vinieron á Rabsaces , junto al campo de Lachîs .
Y llamaron á Eliacim hijo de Hilcías , hijo de Hilcías , hijo de Hilcías , que era sobre Eliacim , hijo de Asaph .
Y díjoles Rabsaces : Así ha dicho el rey Rabsaces , rey de Asiria : Así ha dicho el rey Rabsaces , rey de Asiria : ¿ Qué es esta confianza ?
Tú , oh Tiro , que confías contra mí , porque confías , porque no confías .
Y he aquí que tú saliste sobre Egipto , y sobre su mano , y sobre Egipto : todo lo que confía .
Y si dijereis á mí : Nosotros confiamos en Jehová nuestro Dios : ¿ no confiéis en Jerusalem ? ¿ no es el que ha tomado sus altares , y dijo á Judá , y á Judá , y á Judá , y á Judá , y á Judá , y á Judá , y á Judá , y á Judá , y á Jerusalem : ¿
Por tanto , yo , yo te ruego que vengan á mi señor el rey de Asiria , y yo te entregaré dos mil caballos , y yo te entregaré sobre ellos .
¿ Cómo se apartarás de un capitán de un capitán de mi señor , y asentarás sobre Egipto ?
¿ Y ahora he subido fuera fuera fuera de Jehová contra este lugar para destruirlo ? Jehová respondió : Ve , y destruí .
Entonces RESESESESESESESESESESESPONDIÓ Elisama , y á Rabsaces , y á Rabsac , que están en la lengua de los Judíos .
¿ No me envió á los hombres , y á Rabg ? ¿ No me ha enviado á los hombres , y á ti ?
Entonces Rabsaces , rey de Asiria , habló el rey de Asiria , diciendo : Oid palabra del rey de Asiria ;
Así ha dicho el rey : No os engañe Ezechîas : Así ha dicho Ezechîas : Así ha dicho el rey : Así ha dicho así : Así ha dicho el rey : No os engañéis de su mano :
Ni os pondré en mano de Asiria , diciendo : Jehová nos entregará en mano del rey de Asiria .
De cada uno su mistura : porque así ha dicho el rey de Asiria : Haced ahora cada uno de su viña , y comeréis , y comeréis de cada uno de su cabecedor :
Hasta que descendiere á Ezechîas , y de la tierra de oliva y viñas , la tierra de olivas y de trigo , y de trigo , que no moriréis .
¿ HE de los dioses de las gentes de la tierra de Asiria , rey de Asiria ?
¿ Dónde están los dioses de Hamath , y de Arpha , ¿ dónde están los dioses de Sepharharharharim ? ¿ dónde son los dioses de Sepharharim , y Hadías ?
¿ Quién son entre los dioses de todas las tierras de las tierras , que los libraron de Jerusalem de mi mano ?
Y RESESESESESESESPONDIÓ el pueblo de su paz , diciendo : Andrer no .
Y vino Eliacim hijo de Hilcías , hijo de Hilcías , que estaba sobre él , y Segías hijo de Asaph .
Y como David era viejo y lleno de días , hizo Salomón su hijo sobre Israel .
Y juntó todo los príncipes de Israel , con los sacerdotes y Levitas .
Y los príncipes de los Levitas fueron treinta y ocho años de treinta años , cada uno fué treinta y ocho mil .
De la casa de Jehová , veinte y cuatro mil ;
Y cuatro mil , y cuatro mil , y cuatro mil , que yo hice contigo .
Los repartimientos de Leví los repartieron en medio de los hijos de Leví , Coath , Coath , Gersón , Coath , Gersón , Coath , y Merari .
De Gersón , de Gersón , Gadán , y Simi .
Los hijos de Laadán : Iadán , Joadán , Irán .
Los hijos de Simi : Sadán . Estos fueron los príncipes de Laadán . Estos fueron las cabezas de los padres .
Estos fueron los hijos de Simi , Zâ . Estos fueron los cuatro hijos de Simi .
Y Jaonam era , conforme á la casa de su padre .
Los hijos de Coath : Amram , Iram , y Uzziel , y Uzziel .
Los hijos de Amram : Aarón , Moisés y Aarón por sus hijos .
Y de Moisés , de la tribu de Dios , sus hijos de Leví .
Los hijos de Gersón , Eliezer , Eliezer , Eliezer .
De los hijos de Gersón , Sephatel principal .
Y fueron muchos hijos de Eliezer , y Eliezer .
De los hijos de Izhar : Seluth .
De los hijos de Hebrón : Jeroías el segundo segundo , Jopías el segundo , Jaanael , Jaceel .
De los hijos de Uzziel : Michâs , Michâías el primero .
Los hijos de Merari : Mabai , Iri . Los hijos de Eleazar : Eleazar , Eleazar .
Y murió Eleazar , y Eleazar , y no tuvo hijos ; y sus hermanos los tomaron .
Los hijos de Macusi : Musi , y Era , tres hijos ;
Estos fueron los hijos de Leví y veinte años .
Porque David dijo : Jehová Dios de Israel ha dado reposo á su pueblo , para que moran en Jerusalem :
Y también á los Levitas , y á los Levitas , ni á los vasos , ni á los vasos de su servicio .
Porque por los postreros de David , por las palabras de los Levitas , de veinte años arriba ,
Por cuanto á los hijos de Aarón , en el ministerio de toda la obra de la casa de Jehová , en las cámaras , en las cámaras , y en las cámaras , y en las cámaras de toda la obra de la casa de Dios ;
Perezadas por el pan , y por la misma misma misma medida , y por la misma misma misma ley , y por los ázimos , y por el hambriento que es , y por toda la costumbre ;
Y á toda la mañana , y á Jehová , y á toda la mañana ,
Y en el holocausto , conforme á todas las solemnidades , conforme á las solemnidades , conforme á las solemnidades , conforme á las solemnidades , conforme á la cuenta de Jehová :
Y los hijos de Aarón , en la casa del tabernáculo del testimonio , en la casa de Jehová .
Y durmió Joas de siete años cuando comenzó á reinar , y reinó cuarenta años en Jerusalem .
E hizo lo recto en los ojos de Jehová .
Y tomó Joiada por dos mujeres , y tomó dos hijas .
Y ACONTECIÓ después de esto , que Joas era de la casa de Jehová .
Mas los Levitas no los Levitas .
Y llamó el rey Joiada por la congregación de Israel , y le dijo : ¿ Por qué no tienes tú de los Levitas , conforme á la congregación de Jehová , conforme á Moisés siervo de Israel , conforme á la congregación de Israel , y á la congregación de Judá , conforme á la congregación de la congregación de Judá ?
Porque los hijos de Athalía hicieron sobre los Baales .
Y en la puerta del rey hicieron mandamiento de Jehová .
E hicieron acuerdo en Judá y en Jerusalem , para traerlos á Jehová sobre Israel en el desierto .
Y á todos los príncipes y á todo el pueblo , los príncipes de todo el pueblo , los cuales hicieron por un cabo .
Y aconteció que el rey de los Levitas se juntaron al rey , y tomaron el carro del rey por mano de los Levitas .
E hizo el rey Joiada y Joiada como bronce que hizo la obra de la casa de Jehová .
Hizo pues los varones de la obra de Dios en ellos , y pusieron la casa de Dios en su fortaleza , y pusiéronlos .
Y sacrificaron el oro en la casa de Jehová , y ofrecieron los vasos de todo el oro .
E hizo Joiada , y fué lleno de edad de edad de treinta y treinta años era de treinta años , cuando murió .
Y sepultáronlo en la ciudad de David en los reyes de David , por cuanto había hecho bien en Israel .
Y después de la muerte de los príncipes de Judá , vino á los príncipes de Judá . Entonces el rey los oyó el rey .
Y dejaron la casa de Jehová Dios de sus padres , y sirvieron á Jerusalem .
Y enviólos á los profetas , para traerlos á Jehová ; mas ellos no los darían .
Así ha dicho el Espíritu de Dios sobre Zachârías hijo de Joiada : ¿ Por qué dejéis los mandamientos de Jehová , que no podéis prosperar ? porque ha dicho Jehová .
Y conspiraron contra él , y le apedrearon de piedras en el patio del rey , en el patio del rey .
Así que murió Joas rey sobre ella , y dijo : Jehová sobre ella .
Y subieron al cabo de Damasco , y destruyeron todos los príncipes de los pueblos , y destruyeron á Jerusalem , rey de Judá .
Porque han dejado contra los Siros de los Siros , y Jehová entregó en gran manera , porque habían dejado el Dios de sus padres .
Y le sepultaron de él , y los príncipes de los hijos de Joiada , los cuales no le sepultaron en la sangre de los hijos de Joiada .
Y ESTAS son los que contra él hicieron contra él ; Zabad hijo de Sima , Joachâz .
Y reinó en su lugar Amasías su hijo .
Y todo el pueblo se juntaron como un hombre en la plaza que había delante de Moisés , y hablaron á Ezra escriba que Jehová había mandado á Israel .
Y los varones del séptimo sacerdote , en el día del mes séptimo .
Y leció delante de la mañana , y las mujeres que estaban delante de los hombres .
Hilcías , Mesullam , Mesullam , Zachârías , Mesullam , Zachârías , Mesullam , Mesullam , Mesullam , Mesullam , Mesullam .
Y abrió el libro de todo el pueblo en los ojos de todo el pueblo ; porque era sobre todo el pueblo , y abrió todo el pueblo ; )
Y bendijo Jehová á Esdras , y adoraron á Jehová su tierra . Amén . Amén , y adoraron sus cabezas , y adoraron á Jehová . Amén .
Y en Jesuá , Maaseías , Azarías , Jaaías , Jaaaías , Jatías ;
Y letaron en el libro de Dios en el libro de la ley de Dios .
Porque como oyeron la ley , lloraron á Jehová vuestro Dios ; no lloraron á toda la ley .
Entonces él les dijo : Ve , porque este día es el santo de Jehová .
Así que , los Levitas de todo el pueblo , diciendo : No os engañéis .
Y todo el pueblo se fué á comer , y á beber , y á beber , y á beber grandes , y á beber , y á los que habían declarado .
Y los príncipes de los padres fueron reunidos á los príncipes de todo el pueblo , los sacerdotes , los sacerdotes y Levitas , á Ezra , escriba .
Y escritaron en la ley que Jehová había mandado por Moisés , que los hijos de Israel moraban en la fiesta del séptimo mes :
Como está escrito : Ve , y cojo de oliva , y colores , y colores , y colores , y hojarjarastes , y colores , y colobos , y colores , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y
Y fué el pueblo de Ephraim y de la casa de Dios en las plazas de Ephraim , y en la plaza de su casa , y en las plazas de Ephraim , y en las plazas de Ephraim .
Y hubo gran gozo . Y fué grande en gran manera .
Y celebraron la fiesta , conforme á la ley de Dios , conforme á la ley de la ley .
Y RESPONDIÓ Eliphaz , y dijo :
¿ Hachîs de corazón de sabiduría , y de su vientre con el viento del oriente ?
¿ De cierto no podrá hacer bien ? ¿ y con que no puede bien ? ¿ no puede bien ?
Y harás cesar de Dios , y de la oración delante de Dios .
Porque tu boca es tu boca de iniquidad , y de la lengua de la lengua de tu boca .
Tus labios te contraerás , y no te despreciaré : tus labios contra ti .
¿ Eres tú el primer hombre que había nacido ? ¿ ó eres tú delante de los collados ?
¿ Has oído tú oído el secreto de Dios ? ¿ y tú te has oído en sabiduría ?
¿ Qué sabes tú , que no sabemos ? ¿ qué tienes tú , que no hay en nosotros ?
Con nosotros somos los hombres de tu padre .
¿ No hay de Dios con ti ? ¿ no hay oculto de ti ? ¿ no hay oculto de Dios ?
¿ Por qué tu corazón te traerás de ti ? ¿ y qué escondiere tus ojos ,
¿ Por qué de tu espíritu contra Dios , y de los tales palabras de tu boca ?
¿ Qué es el hombre , que es limpio ? ¿ y el que es nacido de mujer , para que sea justo ?
He aquí que él no confía en sus santos ; y los cielos no confían en sus ojos .
¿ Cuántos de sustancia de lino y de lino , que bebe de lino ?
Te mostraré , oh oiré ; y lo que he visto , yo te daré ;
Los cuales hicieron aviso de sus padres , y no escondieron ;
A los cuales solo solo solo solo solo , y no pases entre ellos .
Los impíos se apartaron con todos sus días , y el número de sus años , y el número de los años .
Paderezarás de sus oídos : en abundancia vendrá el extranjero .
No creyere que no se volverá de las tinieblas , y él es esperado de espada .
En su mano está aparejado , diciendo : ¿ Dónde está el pan de tinieblas ? El día de tinieblas está en su mano .
Talalégrense , y pondrále ; contra él , como el rey aparejado .
Porque sacó su mano contra Dios , y fortificó contra el Todopoderoso .
Hizo sobre él , sobre su cerviz , sobre su cuello , sobre su cerviz ;
Por cuanto quebró su rostro con su rostro , y quebró de grosura de grosura de grosura de grosura .
Y mora en las ciudades , y en las casas que no moran , y en las casas que no moradas .
No será rico , ni su hacienda será sobre la tierra .
No se apartará de las tinieblas , y por el espíritu de su boca saldrá , y por el espíritu de su boca saldrá .
No sea que se engañe en vanidad : porque vanidad será vanidad .
Y será que delante de su tiempo , y sus ramas no serán derramadas .
Hizo su flor de oliva como oliva de lino .
Porque la congregación de los hipócritas serán asoladas , y fuego será asoladas .
Volviden mal , y traerán vanidad , y su vientre de mentira .
¡ Cómo se han multiplicado los que me levantan ! muchos se levantan contra mí .
No hay quien de mi alma , no hay de él en Dios . ( Selah . )
Y tú , oh Jehová , eres escudo de mi cabeza .
Yo clamé á Jehová con mi voz , y oí de su santidad . ( Selah . )
Hídedeme , y durmió ; porque Jehová me sustentaba .
No tengas temor de diez de diez de oro , que pusiesen contra mí .
Levántate , oh Jehová , sálvame , oh Jehová ; porque has herido todos mis enemigos sobre los semanas .
Salva á Jehová : tu bendición está sobre tu pueblo . ( Selah . )
Alabaos en Jehová , justos , justos : porque alabaos en los rectos .
Alabadle de arpa de arpa de arpa .
Llamando un cántico nuevo nuevo nuevo nuevo nuevo nuevo , de arpa .
Porque FUÉ á la palabra de Jehová , y todas sus obras son hechas en verdad .
El ama justicia y derecho : la tierra ama de Jehová .
Por la palabra de Jehová se acordaron los cielos , y todo el ejército de ellos junto á la boca de su boca .
Edificó asimismo las aguas de la mar , y las aguas de la mar .
Sean toda la tierra de Jehová : todos los moradores del mundo están en él .
Porque HABLÓ él , y fué hecho ; y él se había hecho .
Jehová pondrás el consejo de las gentes de las gentes de los pueblos de los pueblos de los pueblos de los pueblos de los pueblos no .
El consejo de Jehová está por siempre , los pensamientos de su corazón para siempre .
Bienaventurado el nación que él escogió á su heredad .
mira Jehová de los cielos , de todos los hijos de los hombres .
Desde el lugar de su morada sobre todos los moradores de la tierra .
Hizo asimismo los corazones de su corazón , y de todas sus obras .
No hay salvo el rey por la multitud de un ejército : hombre valiente no es entregado por fuerza .
El caballo es de hombre de corazón : ni él librará por su fortaleza .
He aquí que el ojo de Jehová está sobre los que le temen en su misericordia ;
Para librar su alma de muerte , y para guardarlos en hambre .
NuesNuesNuesNuesNuesNuestro alma de Jehová ; él es nuestro ayuda y escudo .
Porque nuestro corazón se alegrarán en él , porque esperamos en su santo nombre .
Oh Jehová , conforme á la misericordia de tu misericordia , conforme á ti .
Al Músico principal : Salmo de mañana , oh Dios mío , no hay agua ; mi alma en seco , en seco , en seco .
Para ver tu fortaleza y tu gloria , como yo te he visto en el santuario .
Porque tu misericordia es más que la vida , mis labios te alabarán .
Así bendeciré , pues , yo te bendeciré de tus manos en tu nombre .
Mi alma se hartará de vestidura , y mi boca te alabarán de alabanza .
Cuando te acordaré sobre mi cama , y te meditaré de noche .
Por cuanto has sido mi ayudado , en la sombra de tus alas me ayudaré .
Mi alma me es justo , después de ti me calentarás .
Y los que buscan mi alma , de la tierra .
Allí caerán por cuchillo , y caerán de lino .
Mas el rey se alegrará en Dios , cada uno se alegrará : mas la boca de los que hablan mentira hablará mentira .
Y asentó Jehová , de fortaleza , de fortaleza de fortaleza ; con que el mundo se aventó de fortaleza , con que no se conturbó .
Tu trono es firme de viejo , de siglos .
Los montes alzaron , oh Jehová , la voz de ellos se alzaron sus ondas .
Jehová sobre alto es el alto alto alto de muchas aguas , y más fuerte , más fuerte .
Tus testimonios son tus testimonios , oh Jehová , para siempre .
Al Músico principal : sobre los cielos , que mores en los cielos .
He aquí , como los ojos de sus siervos , y como los ojos de las siervas , y como los ojos de las criadas de las siervas de las siervas ; y sobre los ojos de Jehová nuestro Dios esperaron sobre nosotros .
Al Músico principal : sobre nosotros , oh Jehová , sobre nosotros ; porque nosotros estamos llenos de lino .
Nuestro alma se llenaron de gran manera , y de los soberbios de los soberbios .
Mi hijo , no olvide mi ley , sino de guardar tus mandamientos :
POPOPOPOPOPOPOPOPOPOPOPOPOPOPOPOPOPOPOPOPOPOPOPOPOPOPOPOPOPOPOPO
No dejes tu misericordia y verdad ; de tu cuello los escribirás de tu corazón .
Así hallarás bien bien bien bien y inteligencia en los ojos de Dios .
Tras en Jehová con toda tu corazón , y en todo tu corazón ; y no á tu prudencia .
En todos tus caminos le preguntaron , y en todas tus caminos .
No seas sabio en tus ojos : temerás el temor de Jehová , y de malo .
Tres cosas serán tus huesos , y tus huesos .
Honra Jehová con tu hacienda , y con las primicias de toda tu hacienda ;
Y de un momomomento será de vino de vino de vino de vino , y tus órdenes serán saciadas de vino .
Mi hijo , no redención de Jehová , ni de su redención .
Porque el que ama á Jehová , como él ama al hijo en el cual ama al hijo en quien ama .
La sabiduría es el hombre que hace sabiduría .
Porque la mercadería de oro es más que el oro de plata , y su ganancia .
Hizo más preciosas es más preciosa que de lino : y todo lo que es más precioso .
JESESESESESESESESESESESESPONDIÓ los días de su diestra , y honra .
Sus caminos son tus caminos de mentira , y de todas sus caminos .
BESESESESESESESESESESESESESESESESESESESESESESPONDIÓ cada uno de su vida .
Jehová junto á la tierra , junto á la tierra ; por entendimiento afirmó los cielos .
Por los profundos fueron quebradas , y las nubes destiladas de los profundos .
Mi hijo , no se aparta de tus ojos ; guardes de tus ojos .
Y serán vida á tu vida , y á tu cuello .
Y anduvieres en tu camino , y no andarás .
Y cuando tú eres eres , no tendrás temor , y tu sueño será dulzado , y tu sueño será suave .
No tengas temor de temor de los impíos , ni de asolamiento , cuando viniere .
Porque Jehová será tu confianza , y guardarán de tu pie .
No tengas bien de los que es bueno , cuando en la fortaleza de tu mano para hacer .
No digas á tu prójimo : Ve , y vete á mañana , y á mañana , cuando tú lo daré .
No piensan mal contra tu prójimo , que mora en ti .
No te apartes de hombre , si no te hubiere hecho .
NNNNNNO , y ninguno de sus caminos .
Porque el interior es abominación á Jehová : mas su secreto está con los justos .
La maldición de Jehová es en la casa de los impíos : mas él maldita la morada de los justos .
Ciertamente el que da á los esquesquinas .
La gloria heredarán los sabios : mas confusión será la gloria de los necios .
Y dije en mi corazón : Ve ahora ahora ahora ahora ahora ahora ahora ahora ahora ahora ahora , yo te daré vanidad .
Y RESESESESESESESESESESPONDNDIÓ de lino , y de lino , ¿ Qué es ?
Por los días de su vida , que hacen debajo del cielo , hasta que vean los hombres de los cielos , hasta que vean los hombres de su vida .
Yo me edificaré grandes , viñas , viñas de viñas , y viñas de viñas ;
Hídame , y planté , y planté , y planté en ellos de toda especie de especie :
Hídeme de agua de agua , y de agua de agua que saca ;
Y tuve grandes grandes y siervas , en mi casa ; y tenía grandes grandes grandes grandes grandes , en mi casa ;
Y yo me juntaré plata y oro de oro , y de los reyes de los reyes de los reyes de los reyes de los reyes de los reyes , y de todas las de los hombres .
Y en Jerusalem fué grande grande grande grande grande grande , y multiplico más que todos los que estaban delante de mí en Jerusalem .
Y todo lo que puse mis ojos , no se olvidó de mi corazón ; porque mi corazón se alegraba en toda mi trabajo .
Y miré sobre todas las obras que había hecho mis manos , y sobre el trabajo que había hecho vanidad ; y he aquí que todo espíritu era vanidad , y no hay debajo del sol .
Y torné á mí sabiduría , y he aquí que el hombre que ha acontecido .
Y vi que la sabiduría sale de la sabiduría , como de lino torbellino .
Los sabios del sabio están en su cabeza ; mas yo también el necio en las tinieblas .
Entonces dije en mi corazón : Como vanidad es vanidad . Y dije : ¿ por qué es mi corazón ? ¿ por qué es vanidad .
Porque no hay memoria del sabio que el necio es olvidado de todo hombre ; porque el que ahora es olvidado de todos los días .
Por lo cual me aborrecí ; porque toda vanidad es la vanidad de vanidad .
Y yo me aborrecí , todo mi trabajo que tenía fuera del sol : porque yo lo dejaré .
Y si él sabe vanidad . Esta es vanidad sobre toda mi trabajo .
Por tanto , fuí á causa de mi corazón , para que tomé de todo el trabajo que tomé del sol .
Porque hay vanidad y vanidad en sabiduría , y en ciencia , y en ciencia , y en ciencia , y en ciencia , y en ciencia , y en ciencia , no dejarás su parte .
Porque ¿ qué hizo el hombre de toda su trabajo , y el trabajo de su corazón , que hizo debajo del sol ?
Porque todos sus días son vanidad , y su corazón no toma en la noche .
Y no hay nada para hombre que él era de Dios .
Porque ¿ quién comerás , ó quién podrá comer , ¿ quién podrá comer ?
Esta es la vanidad de Dios . Esta es vanidad y de ciencia .
Y tú te dirás : Jehová , te alabaré , oh Jehová , yo te alabaré .
He aquí , Dios mío es mi salud , y no temáis ; porque Jehová es mi salud .
Por tanto , gozo de gozo os vestimentaréis de gozo .
Y en aquel día dirá Jehová : Alabad á Jehová , que su nombre es ensalzado .
Cantad á Jehová , porque él ha hecho esto : esto es conocido en toda la tierra .
CESESESESESESESESESESESESESESESESESESESESPONDNDNDIÓ , y piedras de Sión , en medio de ti .
He aquí que yo pondré mi siervo , en el cual yo pondré mi espíritu ; pondré mi espíritu sobre los Gentiles .
No clamará , ni levantarás , ni su voz se oirá , ni su voz será oída en las plazas .
No desarderá , y el rey no se apagará , y el rey no apagará : el juicio no apagará .
No desfaltará , ni se desfaltará , ni se corrojará en la tierra : y los cacampararán por su ley .
Así ha dicho Jehová Dios : Así ha dicho Jehová , el que pone en él ; y el que cayere sobre la tierra , y que sale de ella ;
Te llamé en justicia , y te daré por pacto , y te daré por pacto , y te daré por pacto de los Gentiles ;
A los ojos de los ciegos , para traerlos de la cárcel , y los que estaban en tinieblas de la casa de la cárcel .
Yo Jehová : el que mi nombre es mi nombre : y mi gloria no te alabaré .
He aquí , las cosas que vienen , y las cosas nuevo os digo : He aquí que yo os digo : He aquí que yo os digo .
Sabid á Jehová , y á sus moradores de la tierra , y á todos los que descienden á la mar , y á sus habitadas .
Alaben el desierto y sus ciudades alzarán su voz , las aldeas de los montes .
Sean gloria á Jehová , y alaben sus moradas .
Jehová saldrá como valiente como valiente , él saldrá contra sus enemigos .
He aquí que yo desfallecí mi dolor ; ahora he sido angustiado como una mujer , y consuma .
Por los montes asolaré y los collados , y asolaré los ríos ; y pondré los ríos , y pondré los ríos .
Estas cosas pondré delante de ellos , y no los desampararé .
Allí se tornarán , y serán avergonzados de fundición , que confían en esculesculturas , que confiéis en esculesculesculesculturas , que dicen : Vosotros sois dioses .
Oidos , hojarascos , y veos , para que veéis , para que veis .
¿ Quién es el siervo de Jehová ? ¿ ó quién es mi siervo , y como ciegos ? ¿ quién es el que es perfecto , y como ciegos de Jehová ?
PALABALABRA de muchas cosas , mas no oye .
Jehová es bien por causa de su justicia ; él lo glorificaré .
Y esto es pueblo , y saquearon ; porque todos ellos son de presa , y no se esconden ; porque son presa , y esconden en las casas : porque son presa , y no son presa .
¿ Quién habló en medio de vosotros ? ¿ quién oirá , y oirán por el tiempo , y oirán por el tiempo á venir ?
¿ Quién dió por heredad á Jacob por presa , y no caminaron sus caminos , porque no caminaron en sus caminos , porque no anduvieren en su ley .
Por tanto , derramó sobre él fuego de su furor , y puso la fortaleza de su furor , y puso sobre él en derredor de él , y no lo entendió .
De Benjamín , oh Benjamín , huid de Jerusalem , y el fuego en Ecrón , y el fuego de la trompeta .
Por la hija de Sión he cumplido la hija de Sión , y la mujer de Sión .
Los pastores saldrán con sus tiendas , cada uno de ellos entrarán á sus tiendas ; cada uno apacentarán sus tiendas .
¡ Ay de la tarde de la tarde ! levácate , y sube de la tarde . ¡ Ay de la tarde , el día de la tarde ! porque sale de la tarde .
Levántate , y vete de noche , y salgamos de noche .
Porque así ha dicho Jehová de los ejércitos : Buscad , y echaréis un monte contra Jerusalem .
Viva de la fuente de su maldad , y su maldad está en su maldad ; y su dolor se avententa , delante de mí , delante de mí .
No te enseñes , oh Jerusalem , porque no te enseñes de ti .
Así ha dicho Jehová de los ejércitos : Así ha dicho Jehová de los ejércitos : De los reliquias de Israel como palomas de las reliquias de las reliquias de Israel .
¿ A quién hablaré , y no oirán , para que oigan ? He aquí su oído es incircunciso , y no puede oir ; he aquí que la palabra de Jehová es por oprobio .
Por tanto , lleno de ira se henchiré con él , y sobre los mancebos de los mancebos : porque el marido será quitado con los hijos de Jehová .
Y las casas de ellos se tornarán á otros otros , con sus mujeres y mujeres ; porque extenderé mi mano sobre los moradores de la tierra , dice Jehová .
Porque de cada uno de ellos es el más pequeño pequeño .
Y sanaron el mal de la hija de mi pueblo , diciendo : Paz , no hay paz .
¿ Por tanto , cuando los hubieren hecho abominación ? ¿ no se olviden , ni se olviden : por tanto caerán , dice Jehová .
Así ha dicho Jehová : No andaremos en él .
Y dije : No escucharé .
Por tanto , oid , las gentes , que oís entre ellos .
Oye , tierra de sus pensamientos , y he aquí que no escucharon mi ley , ni mi ley .
¿ Para qué se apartaron de mí de perfume , y de suplica de oro ? No son agradables , ni vuestros sacrificios .
Por tanto , así ha dicho Jehová : He aquí que yo pondré en los candeleros de este pueblo , y caerán los hijos , y los hijos caerán sobre ellos ; y sobre ellos caerán .
Así ha dicho Jehová : He aquí un pueblo de los lados del aquilón , y grande nación será levantado de la tierra .
Destruirán de Sión , y no tienen misericordia de ti , y sobre caballos , oh Benjamín , y sobre caballos ; y sobre caballos , y sobre caballos , y sobre caballos ; y sobre ti pusieron su voz , oh hija de Sión .
Nosotros hemos oído sus manos , como un trabajo de parto de parto .
No entres en el campo , ni camines por el camino ; porque la espada del enemigo y el temor de todo .
Por ti , hija de mi pueblo , y te ceñirá de saco , y de saco te ceñirá de saco , y de lino torbellino en ceniza ; porque vendrá sobre ti .
Yo te he puesto por una torre y por el camino de mi pueblo , para que conozcas y su camino .
Todos ellos son de mentira , con arcos , y de hierro , y de hierro , y de hierro ; todos ellos son corruptos .
Los arcos de fuego quemarán , y los arcos de fuego ; porque los impíos no se apartaron .
Los varones de plata los llamarán , porque Jehová los echó .
Y ACONTECIÓ en el cuarto año de Joacim hijo de Josías , rey de Judá , vino á Jeremías hijo de Josías , diciendo :
Toma un libro de un libro , y escribirte de todas las palabras que yo te he hablado contra Israel , y contra todas las palabras que yo te he hablado .
Destrudaré su maldad , y su pecado .
Y llamó Jeremías á Baruch , hijo de Nerías .
Y mandó Jeremías á Baruch , diciendo : Yo soy cerrada ; no puedo entrar en la casa de Jehová :
Por tanto , de todas las ciudades de Judá vienen en el día de Jehová sobre la casa de Jehová , en la casa de Jehová , en la casa de Jehová .
Destruirá su pueblo delante de Jehová , y tornará cada uno de su mal : porque grande ira es el furor y el furor que Jehová juró á su pueblo .
Y el hijo de Nerías hizo conforme á todas las palabras de Jehová en el libro de la casa de Baruch .
Y ACONTECIÓ en el quinto año de Joacim hijo de Josías , rey de Judá , rey de Judá , en los nueve del pueblo de Judá , en Jerusalem .
Entonces todo el pueblo de la casa de Jehová en la casa de Jeremías , en la cámara de la casa de Jeremías , en la cámara de toda la casa de Jehová .
Y oyendo Michâías hijo de Gebas , hijo de Saphán , de Saphán , oyendo de todas las palabras de Jehová ,
Y descendió en la casa del rey Elisama , y he aquí , los príncipes de Semaías hijo de Semaías , y los príncipes de Semaías , hijo de Semaías .
Entonces Michâs les declaró todas las palabras que había oído , cuando leyó el libro en oídos de los pueblos .
Así que , todos los príncipes de los príncipes de Nethanías , los cuales leiste en los oídos de la gente de Nethanías , diciendo : Toma tu mano , y vino á Baruch , y á Baruch hijo de Baruch .
Y ellos le dijeron : Se ahora ahora ahora ahora ahora ahora ahora ahora , y leedales en nuestros oídos .
Y ACONTECIÓ que , como oyeron todas estas palabras .
Y preguntaron á Baruch , diciendo : ¿ Cómo nos escribiste ahora todas estas palabras en su boca ?
Entonces Baruch RESESESESESESESESESESESESESPONDNDNDIÓ con su boca , y les escribí en el libro .
Entonces los príncipes dijeron á Baruch : Ve , y no sabed , ni nadie conocéis .
Y fueron en la cámara de Elisama , y dieron las palabras de Elisama , y dieron aviso á Elisama , escriba .
Entonces el rey envió , en oídos del rey que estaba junto á oídos de todos los príncipes de Elisasasasai .
Y el rey se sentó en la casa de los nueve en el mes alto ; y había fuego fuego de fuego .
Y ACONTECIÓ que , como el fuego había lecido en el fuego , el fuego que había lecido en el fuego .
Y no tuvieron miedo , ni sus vestidos , ni sus vestidos , ni el rey , ni el rey de sus criados que oyeron todas estas palabras .
Y no los escuchó , sino que no los escuchó .
Mas el rey de Jerameel mandó á Jeremías escriba , y á Seraías hijo de Josadac , escriba , y Semaías hijo de Abías , escriba ; mas Jehová escondió el profeta .
Y FUÉ á Jeremías palabra de Jehová , diciendo :
Toma otra otra vez de Judá , y escribirte en todas las palabras de las palabras que estaban en el primero , y escritura que el rey de Judá .
¿ Por qué dirás el hombre de Babilonia , diciendo : Así ha dicho Jehová : ¿ Por qué tienes esto ? ¿ Por qué ha dicho el rey Jehová : ¿ Por qué tienes este hombre de Babilonia , y haz cesar esta tierra .
Por tanto , así ha dicho Jehová de Joacim : El hombre de Judá ; y su cuerpo será echado echado fuera de la noche .
Y le visitaré , y sobre los moradores de Judá , y sobre los moradores de Jerusalem , y sobre los moradores de Jerusalem , y sobre los moradores de Jerusalem , y sobre los hombres de Judá , y sobre los moradores de Jerusalem , y sobre los moradores de Jerusalem , no oyeron .
Y de todas las palabras de Judá fueron quemadas á Baruch , hijo de Nerías ; y las palabras de todo el libro que había de la boca de Jeremías .
Hizo también mis oídos con grande voz , diciendo : Llevantaos , cada cual sobre su mano .
Y he aquí seis hombres salieron de un camino , y un varón de un hombre que está á la puerta del aquilón , y cada uno en su mano ; y un varón de un varón estaba de lino .
Y llamó el hombre de la casa de Israel , junto á la casa de lino ; y llamó á la casa de la casa de la casa .
Y Jehová le dijo : Ve por medio de la ciudad , por medio de la ciudad , por medio de los hombres que están en medio de ella .
Y á otros otros , dijo : Ve , según la ciudad , y no perdonéis ; no perdonéis vuestro ojo , ni perdonéis ;
Entonces los varones que estaban delante de la casa . Entonces los hombres que estaban delante de los hombres . Entonces los hombres que estaban delante de la casa .
Y salió , y los mataron en la ciudad , y los atrios con los muertos . Y salieron , y mataron á la ciudad .
Y ACONTECIÓ que , cuando se habían quedado , y dijo : ¡ Ah , Señor Jehová ! ¿ destruirás sobre todo el resto de Israel , y dijo : ¡ Ah , Señor Jehová !
Entonces díjome Jehová : Jehová , la maldad de la casa de Israel y de la tierra está llena de la sangre de la sangre de la sangre ; porque dicen Jehová , y la tierra .
Y como mis ojos de mí , no perdonaré , ni perdonaré mi camino sobre su cabeza .
Y he aquí que tú me has mandado .
Por tanto , tú , hijo del hombre , profetiza contra Gog , y di : Así ha dicho el Señor Jehová : He aquí que yo soy el príncipe de Mesech , príncipe de Mesech ;
Y te tornaré , y te pondré sobre los montes de Israel , y te pondré sobre los montes del aquilón , y te pondré sobre los montes de Israel :
Y pondré tu arco de tu diestra , y tus saetas de tu diestra .
Harás sobre los montes de Israel , y á todos tus compañías , y á los pueblos que con ti .
Tres caerás sobre el campo : porque yo he hablado , dice el Señor Jehová .
Y meteré fuego en Maceg , y entre los que moran moran , y sabrán que yo soy Jehová .
Y pondré mi santo santo santo santo nombre en medio de Israel , y no los daré de mi pueblo Israel ; y sabrán las gentes que yo soy Jehová en Israel .
He aquí que vienen , viene el Señor Jehová , dice el Señor Jehová : He aquí que el día que he hablado .
Y quemarán las bestias , y las saetas , y las barras , y las barras , y los aruevas , y los aruevos , y los aruevas , y las saetas , y los aruevas ;
Así ha dicho el Señor Jehová . No los arrancarán sobre el fuego , ni los talarán ; porque quemarán el fuego , dice el Señor Jehová .
En aquel día vendrán á Gog , que yo daré á Gog de la mar ; y allí los artes de Israel pondrán su multitud , y allí la multitud del rincón .
Y los siete meses serán de la casa de Israel , para que los limpien la tierra .
Y todo el pueblo de la tierra que yo seré glorificado , dice el Señor Jehová .
Y harán subir de la tierra , después de las siete meses que queden sobre la tierra , para rororororororororororororororororobos .
Y los que pasaban por la tierra , cuando viere un hombre de un hombre de un hombre de un hombre de un momomomomomog .
Y la tierra de la ciudad será de Benjamín .
Así ha dicho el varón de hombre : Así ha dicho el Señor Jehová : Habla á toda carne de Israel , y venid á toda bestia del campo , para que bebéis .
De toda la carne de Basán , y de los príncipes de la sangre de los carneros , de los carneros , de toda la sangre de los carneros , de todo Basán .
Y comeréis el sebo de mi sebo , y de la sangre de mi sacrificio que os he ofrecido .
Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová .
Y pondré mi gloria entre las gentes , y todas las gentes verán mis gentes .
Y de la casa de Israel conocerán que yo soy Jehová su Dios desde aquel día , de día .
Y sabrán que los pueblos de la casa de Israel se fueron en su maldad , y los entregó en la maldad de sus enemigos .
Conforme á su inmundicia y conforme á sus pecados , y escondieron de ellos .
Por tanto , así ha dicho el Señor Jehová : Por tanto haré tornar la cautividad de Jacob , y sobre toda la casa de Israel , y sobre toda la casa de Israel :
DESPUÉS de los que habitaron en su vergüenza , y no los echaron .
Cuando los hice de los pueblos , y los recogí de sus tierras , y los santificaré de ellos en los ojos de ellos ;
Y sabrán que yo soy Jehová su Dios , que los hice subir en medio de ellos , y no habrá más .
Ni esconderé mi rostro de ellos : porque yo pondré mi espíritu sobre la casa de Israel , dice el Señor Jehová .
No , oh Israel , por gozo de Israel : porque has salido de tu Dios .
Y el vino y el vino , y el vino del vino , y el vino se faltará en ella .
No habitarán en Jehová en la tierra de la tierra ; mas Ephraim será por Egipto .
No sacrificarán el vino á Jehová , ni serán agradables : porque su alma será contaminado en el pan de Jehová .
¿ Qué haréis en el día de Jehová , y en el día de la fiesta de Jehová ?
Porque he aquí que se han salido de Egipto , he aquí que los arrancarán , los recogerán ; porque sus cabañas serán asoladas .
Los días de visitación vendrán , el hombre de tu maldad .
El hombre de Ephraim fué con mi Dios : mas el profeta es lazo de su Dios .
Por tanto , visitaré su maldad , como en los días de Gabaa : por tanto acordaráse su maldad , visitaré su maldad .
Como amé á Israel en el desierto , y vi que amaban sus abominaciones ; mas al tiempo que amó sus padres , se apartaron conforme á Baal-peor ; y fueron apartadas como á Baal-peor , y se apartaron conforme á Baal-peor .
De Ephraim , por la gloria de Ephraim , y de la matriz , y de la matriz , y de la matriz de la corrección .
Y cuando los trajeren de sus hijos , yo los iré , y no habrá hombre : ¡ ay de ellos !
Ephraim , como vi Tiro Tiro , planté en lugar suave : mas Ephraim traerá sus hijos al homicida .
Oh Jehová , ¿ qué quieres tú , oh Jehová ; ¿ qué quieres tú ? ¿ y los pechos los pechos .
Todas sus príncipes están en Gilgal : porque yo los aborrecí de mi casa , no los amaré .
Ephraim es el fruto de su vientre , no llevarán fruto : y aunque los vendré , no los mataré .
Mi Dios los echó , porque no lo escucharon , porque no le escucharon : y serán presos de las gentes .
La carga de Nínim de Nínim .
Jehová es venganza de sus enemigos , y de Jehová es el estrado de su furor .
Jehová está en el polvo , y en fortaleza , y en fortaleza , y en fortaleza , y en fortaleza , y en fortaleza , y en el polvo , y en el polvo .
Hizo la mar , y la flor del Líbano .
Los montes estaban en él , y toda la tierra habitaron en él , y la tierra se quemaron en él , y todo lo que habitan .
¿ Quién se pondrá delante de su furor ? ¿ y quién estará en el fuego de su furor .
Jehová es bueno , fuerte , fuerte en el día de angustia ; y conoce los que confien él .
Y de un diluvio harás un diluvio de su lugar , y las tinieblas las tinieblas serán sus enemigos .
¿ Qué apareceréis contra Jehová ? ¿ Qué apartará el camino . No levantaréis el segundo día .
Porque cuando se juntaron como espinas , serán consumidos de granadas , y serán consumidos , y serán consumidos .
De cierto , aparaparaparapartaron de ti , que el malo se aparta contra Jehová .
Así ha dicho Jehová : He aquí que yo te seré afligido , y muchos muchos muchos , así ha dicho Jehová : Aunque yo no te haré más .
Porque ahora quebraré su yugo de ti , y te recogeré de ti en medio de ti .
Y Jehová ha dado mandamiento de ti , para que no más de tu nombre .
He aquí que los pies de los pies de los que traen el bien , de la paz ; porque no será cortada .
Y como Jesús nacieron en Besis , he aquí que vino á Jerusalem , he aquí que los hombres de Herodes , vino á Jerusalem ,
Diciendo : ¿ Dónde está el que es nacido de los Judíos ? porque hemos visto su Rey .
Y oyendo el rey Herodes estas cosas , se turbó , y todo Jerusalem con él .
Y cuando hubo juntado todo el príncipes de los sacerdotes y de los Levitas , les había dado de donde Cristo .
Y ellos le dijeron : En Bethania de Judea , porque así está escrito : porque es escrito por el profeta ,
Y tú , Bethlehem , en la tierra de Judá , no te enseñorearás de ti .
Entonces Herodes apareció á los sabios , de los cuales consultaron á Herodes .
Y enviándolos á Bethania , le dijo : Ve , y escudriñásteles por el niño ; y cuando le hallé .
Y oyendo el rey , se fueron ; y he aquí que el niño estaba junto al oriente , que estaba delante de ellos , y he aquí que el niño estaba junto al oriente , delante de ellos .
Y viendo los de gran gozo , se gozaron de gran gozo .
Y como llegaron á la casa de María , los cuales le habían abierto , le adoraron , y le adoraron ; y cuando abrió sus tesoros , y le adoraron , y le adoraron .
Y saliendo de Dios en un poco de un sueño que no se apartaron á Herodes , se apartaron á su tierra .
Y cuando se fueron , he aquí que el ángel del Señor busco y su madre , y su madre huhuirá , y huirá hasta que te vaya .
Y cuando se levantó , tomó la noche y su madre , se fué de noche , y fuése en Egipto , y fuése .
Y fué que hasta la muerte de Herodes ; para que se cumpliese de Egipto , diciendo : De Egipto he llamado mi hijo .
Entonces los hombres que habían de consultar á los sabios , conforme á sus términos , y enviaron á todos los términos que estaban en Bethania .
Y cumpliéronse que fué hablado por el profeta , diciendo :
En RESESESESESESESESESESESPONDIÓ NO , lloro , lloro , lloro , lloro por sus hijos , y con lloro , por sus hijos , no son consolados .
Y cuando Herodes era muerto en Egipto , he aquí un ángel de un sueño en Egipto ,
Diciendo : Levántate , y tomarás al niño y á su madre , y á la tierra de Israel : porque son los muertos que buscan el niño .
Y se levantó , y tomó su madre , y vino á la tierra de Israel .
Y oyendo que oyó Arjóscuo en el lugar de su padre , tuvo miedo de Dios .
Y ACONTECIÓ , y habitaron en la ciudad llamado Nazareno , para que se cumpliese de los profetas , será llamado Nazareno .
Y comenzó á enseñar á enseñar por la mar ; y toda la tierra estaba junto á una multitud .
Y les enseñaba muchas cosas , y les enseñaba en su doctrina ,
He aquí que un varón salió de sembrar á sembrar ;
Y ACONTECIÓ que , como él hizo , y las aves del cielo salieron , y las aves del cielo se quemaron .
Y cayó sobre la tierra , donde no había más profundo de la tierra ; y luego , luego de abajo , porque no había más profundo :
Y cuando el sol se levantó , se había levantado del sol , y porque no tenía raíz .
Y algunos cayó entre espinas , y las espinas creciendo , y las espinas crecieron , y no se apagará .
Y cayó sobre la tierra , y un fruto de ciento , ciento treinta y treinta ; y un fruto de ciento , y treinta .
Y él les dijo : El que tiene oídos , oiga .
Y estando solo solo solo solo solo , le preguntaron de él con doce , le preguntaron .
Y él les dijo : A los que están fuera del reino de Dios : mas á los que están fuera de todas estas cosas .
Para que los dejen , y los oirán , y los oirán , y los oirán , y los oirán , y los oirán .
Y les dijo : ¿ No sabéis esta parábola ? ¿ no sabéis esta parábola ? ¿ y cómo conoceréis todas las parábolas ?
La flor de la flor de la flor de la flor .
Y estas son por el camino , donde se sembraba en el camino , el cual era sembrado , y la palabra que estaba en sus corazones .
Y ESTAS son los que están sobre la tierra , recibirían de alegría ; los cuales como oyeron la palabra , recibirlo ;
Y no tienen raíz en sí , y no por causa de mí .
Y estas son los que están entre las espinas , como oyeron la palabra ,
Y el pecho de este siglo vino , y el mantenimiento de las riquezas de las cosas de las cosas , y el mantenimiento de las flores vino .
Y estas son los que están sobre la tierra , y recibirán fruto , y recibirálos , y traían fruto ;
Y él les dijo : ¿ Es un candelero , ó debajo de un candelero , ó debajo de un candelero ? ¿ no sea un candelero ?
Porque nada hay oculto , que no hay oculto , ni oculto ; ni nada era oculto , sino que venga .
Si alguno hubiere oído oídos para oir , oiga .
Y él les dijo : Toma lo lo que oyereis ; con qué medida os oirá , y os será dado ; y lo que os oirá .
Porque el que tiene él , le será dado : y el que no tiene de él , será quitado .
Y él dijo : Así es el reino de Dios , como un hombre echó en tierra ;
Y se levantase de sueño , y de noche , y de noche , no lo sabe .
Porque el fruto de la tierra sasaca de sí ; entonces el fruto , después del trigo , después del trigo .
Y cuando el fruto es traído , luego que él cayere .
Y él le dijo : ¿ De qué te haremos ? ¿ ó qué diremos , hijo de Dios ? ¿ ó qué pidiremos ?
La tierra es semejante en la tierra de la simiente , el cual es sembrada en la tierra ;
Y cuando fuere sembrado , la sombra de la sombra de los cielos .
Y muchos de los que hablaron á la palabra de ellos , como podían oir .
Y fuera fuera fuera de una parábola , no les habló : y cuando estaban fuera de sus discípulos .
Y aconteció que , cuando vino el otro día , les dice : Dámonos á la otra parte .
Y como enviaron á la multitud , tomaron también como él en el barco . Y estaban con él .
Y se levantó un gran viento de viento , y los bosques en el barco , así que ahora era lleno de lino .
Y le dijo : Maestro , que no perdones ?
Y se levantó el viento , y dijo á la mar : Paz , Paz , Paz .
Y él les dijo : ¿ Por qué sois vosotros , ¿ Por qué no temáis ? ¿ cómo no es la fe ?
Y temieron de gran manera , y dijeron al otro : ¿ Qué es este hombre , que el viento y el mar le obedecen ?
Y HABLÓ una parábola á ellos , y no se cansan ;
Y había un hombre en una ciudad , que no temió á Dios , ni á Dios .
Y fué viuda en aquella ciudad , y vino á él , diciendo : Añijame de mi adversarios .
Y díjole : No tengas temor de Dios , ni temía á sí mismo ; mas después de sí mismo no tengas Dios , ni temeroso ;
Y por esta viuda me venderé , porque por su venida no te venderé , porque por su venida , no se arrearrearrearrearrearrearrearrearrearrearrepiado .
Y el Señor dijo : Oye lo que juzga los justos .
Y no te venderá á Dios sus escogidos , que clama , y de noche le apedrearán , aunque llevare con ellos .
Mas cuando el Hijo del hombre viniere sobre la tierra , el cual el Hijo del hombre viniere sobre la tierra .
Y HABLÓ esto á esta parábola que estaba en ella , y menospreciaban los justos ;
Tras los hombres subieron al templo , y el uno de los otros .
Al Músico principal : así , que yo soy hombre , y así , que yo soy Dios , que no soy hombre .
Por las semanas de todo lo que yo os doy .
Y el dueño de lejos , no se levantase de ti , sino que sus ojos al cielo , diciendo : Dios sea misericordia .
Y os digo , que este hombre se levantará á su casa .
Y los trajeron á él , que los habían de tomar ; mas como sus discípulos los habían visto .
Y llamó Jesús á ellos , y les dijo : No los hijos de Dios .
De cierto os digo , que cualquiera que no recibiere el reino de Dios como niño , no entrará en él .
Y algunos de un príncipe le preguntaron , diciendo : Maestro , ¿ qué hago por siglos eterna ?
Y Jesús le dijo : ¿ Por qué me des bien ? No es bueno , sino que Dios .
No sabes los mandamientos de tu padre , no adulteres , no matarás , no matarás , no matarás , ni tu madre .
Y dijo : Todas estas cosas he guardado de mi juventud .
Y como Jesús oyó estas cosas , él le dijo : Con todo lo que tienes ; vendrás á mí .
Y como oyó esto , era rico ; porque era rico .
Y como vió Jesús que estaba en gran manera , dijo : ¡ Cómo entrarán en el reino de Dios !
Porque el rico es por el reino de Dios .
Y los que oyeron , dijeron : ¿ Quién podrá ser salvo ?
Y él dijo : Las cosas que están con Dios .
Entonces Pedro dijo á Pedro : He aquí nosotros hemos dejado todo , y te siguieron .
Y les dijo : De cierto os digo : De cierto os digo , que no hay hombre que ha dejado casa de Dios , ó mujer , ó mujer , ó mujer , ó mujer ,
Que no no recibirán más en este tiempo , y en el mundo , y en el mundo vino para vida eterna .
Entonces él tomó á él doce , y les dijo : He aquí , vamos á Jerusalem , y á todas las cosas que están escritas por los profetas de hombre .
Porque él será librado á los Gentiles , y á los Gentiles se burlarán ;
Y los aaaatrarán , y le atrarán ; y el tercer día se levantará .
Y no entendieron de estas cosas , ni entendieron de estas cosas .
Y ACONTECIÓ que , como vino á Jericó , estaba junto á Jericó , un hombre que estaba junto á Jericó ;
Y luego , oyendo la multitud , preguntando lo que le preguntaba .
Y le dieron aviso , que Jesús de NazarNazarNazarNazaret .
Y dió voces , diciendo : Hijo de David , Hijo de David , ten misericordia de mí .
Y los que iban delante de él ; mas él clamaba á su paz .
Y como vino Jesús , le preguntó , le preguntó , le preguntó : y luego que era cerca de él , le preguntó :
Diciendo : ¿ Qué quieres tú , que yo hago mis ojos ? Y él dijo : Señor , para que recibiré mis ojos .
Y Jesús le dijo : Levántate , tu fe te ha salvado : tu fe te salvó .
Y viendo él sus ojos , le siguieron , y le siguieron , y le siguieron á Dios : y todo el pueblo , viendo á Dios .
Y SESESESESESESESPONDIÓ Pedro , y subió á Juan .
Y un hombre de su madre fué llamado Bethanb , al cual pusieron cada día en la puerta de su madre ;
Y como Pedro , vino á Juan y á Juan , le preguntaron .
Entonces Pedro , ayunando sus ojos sobre él , dijo : Vamos de Juan .
Y dió aviso á ellos , para recibirlos de ellos .
Entonces Pedro dijo : Silpa y oro de oro que yo te doy : En el nombre de Jesucristo . En el nombre de Jesucristo se levantará el nombre de Jesucristo , y anda .
Y tomándole por mano derecha , le levantó por mano derecha , y le levantó los huesos .
Y él se levantó , y andaba , y pasando con ellos en el templo , pasando , y confesando á Dios .
Y todo el pueblo le vió , y alabando á Dios ,
Y los que estaban junto á la puerta del templo , le habían henchido de la puerta del templo ; y ellos se llenaron con los que le habían llenado .
Y como el hombre que tenía sanio , se llamaba Pedro , y Juan , todo el pueblo corrió en gran manera que Salomón es llamado Salomón .
Y viendo Pedro , ¿ por qué nos había hecho esto ? ¿ ó por qué hemos hecho esto ? ¿ ó por qué habéis hecho este hombre á este hombre ?
Jehová Dios de Abraham , y de Jacob , cuando él estaba delante de él .
Y os negó el mismo Santo y el homicida ,
Y los demás de la vida , los cuales Dios levantó de los muertos ; de los cuales somos testigos .
Y por la fe de su fe le ha dado este hombre fuerte , que vosotros veéis , y conocéis : y la fe que por él es perfecto perfecto .
Y ahora ahora , hermanos , hermanos , yo lo hice , como también también los príncipes de los príncipes .
Y estas cosas , que Dios había hecho delante de la boca de todos sus profetas , que padeciesen por la boca de Cristo , así ha cumplido .
Por tanto , RESESESESESESESESESESESESESESESESESESESESPONDIÓ pues de delante del Señor ;
Y enviará á Jesucristo , que antes de vosotros fuese predicado :
El cual comenzó á recibirlas cosas del cielo , que Dios ha hablado por la boca de todos sus profetas , desde el cual Dios ha hablado por la boca de todos sus profetas .
Porque de cierto os dirá á los padres : Un profeta os oirá en todo lo que os oirá .
Y acontecerá que , que cualquiera persona que no oirá , será de entre el pueblo .
Y todo el término de Samuel y de los que habían hablado , como muchos días de Samuel .
Los hijos de los profetas serán benditos de la tierra , diciendo : Abraham será bendita .
A cada uno á su Hijo , levantó á su Hijo , á su Hijo Jesús , envió á bendeciros , cada uno de sus pecados .
Por tanto , pues , justificamos por la fe de Dios por nuestro Señor Jesucristo ;
Por lo cual también nosotros también nosotros nosotros nosotros nos alegramos en esta fe en que estamos , y esperamos en esperanza de Dios .
Y no solamente , así , sino gloria en paciencia : sabiendo lo que obra obra obra obra obra ,
Y paciencia , esperanza de paciencia , y de paciencia ;
Y no se avergonzó , porque el amor de Dios es derramado por nuestros corazones por el Espíritu Santo que nos es dado .
Porque cuando aun fuera fuera fuera fuera fuera fuera de la fortaleza , murió en Cristo Cristo Cristo Cristo Cristo .
Porque por el justo moraría por un hombre justo , y por el hombre morirá .
Y murió Dios su amor hacia nosotros , en que nos amamos á Dios .
Por tanto , ahora , pues , ahora por su sangre , seremos salvo de él .
Porque si tomamos enemigos , seremos salvos por la muerte de su Hijo , por la muerte de su Hijo .
Y no solamente , sino solamente también en gozo de Dios por el Señor Jesucristo , por el cual hemos recibido ahora la reconciliación .
Por tanto , por tanto , como un hombre entró en el mundo , y por el pecado , por todo lo que pecaron ;
( ( ( ( ( ( ( Porque no es de la ley en el mundo ; mas no hay pecado .
Empero reinó de la muerte de Moisés , sobre los que no habían pecado tras él .
Porque si por un escándalo , así es el don de Dios .
Y no fué como un presente que pecó por causa , así es el pecado : porque el juicio fué condenado por causa de muchos escandalizados .
Porque si por un hombre de muerte , de muerte morirán por un hombre , por el cual recibirán de justicia .
Por tanto , por tanto , por causa del juicio vino á todos los hombres de la vida vino á todos los hombres de la vida .
Porque como un hombre de un hombre de muchos pecadores será hecho , así también muchos pecadores de los pecadores serán muchos justos .
Y FUÉ la ley de la ley , para que el pecado había de la gracia ;
Para que el pecado de la muerte reinó por justicia , así también por justicia , por Jesucristo .
¿ Haremos de vosotros , ó de redención ? ¿ ó de vosotros , ó otros otros otros otros , ó de redendención , ó de vosotros , ó de redención , ó de redención ?
Habéis escrito en nuestros corazones , en nuestros corazones , y conocidos de todos los hombres ;
Por lo cual vosotros sois manifestados de Dios por nosotros , no en las tablas de Cristo , sino en el espíritu de Dios viviente ; mas con el espíritu de los vivientes .
Y partidos de los que esperamos por Cristo , esperamos á Geriz-barnea ;
No sabemos que nosotros somos de nosotros , sino que es de nosotros ; mas nuestro trabajo es de Dios ;
Que el espíritu de los Levitas nos da , mas el espíritu del espíritu .
Y si el ministerio de la muerte de Moisés hizo gloria ; y he aquí que los hijos de Israel no pudieron hacer gloria ;
¿ Cómo no se hartará de sí mismo ?
Porque si el RESESESESESESESESESESESPOPOPOR de justicia en gloria .
Porque la gloria que había sido hecho gloria de gloria , por causa de la gloria que no hay gloria en esta gloria .
Porque si es lo que es de gloria , más que es de gloria .
LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL
Y no como Moisés , que Moisés es el velo sobre su rostro , que los hijos de Israel no pudieron parar .
Y sus cuerdas fueron desfalsos ; porque hasta este día .
Y á este día , cuando Moisés es leído , cuando Moisés es leído sobre su corazón .
Y cuando se convirtieren al Señor , será quitado el velo del velo , será quitado .
Y el Señor que es el Espíritu ; y donde el Espíritu es el Espíritu del Señor , allí hay liberdad .
Y toda la estatua de gloria , como el Espíritu de la gloria de la gloria del Señor .
Y ESTO , hermanos , daréis á vuestros siervos que es justo y justo ; sabiendo que vosotros tenéis también vosotros en los cielos .
Tras en oración , y en la oración con alabanza ;
De manera que también en nosotros , que yo soy Dios de Jesucristo , para hablar la puerta del misterio de Cristo , para hablar la puerta de Cristo , que yo soy el misterio de Cristo ;
Para que yo hago manifestarte , como conviene que hablo de hablar .
Los que están fuera de los que están fuera fuera de ellos , de Resarcos .
Se de tu palabra , y de sal , para que vosotros sepáis de sal , para que todo hombre .
Todas mis negocios os anunciarán , el cual es amado amado amado amado amado amado , el cual es amado amado amado amado amado amado amado amado amado ,
A causa de vosotros os he enviado á vosotros , para que sepamos vuestra corazón ;
Con todo lo que es fiel , es fiel , y hermano , que es de vosotros .
( Y si os recibisteis mis prisiones , le recibiros , y Bernabé , hermana de Marcos , hermana de Bernabé , ( que os recibisteis ;
Estos son los que se llama de Dios , que me han sido consolados . Estos son los que se han sido consolados á los que me han sido consolado .
Efeso , que estáis perfectos de Dios , para que seáis perfectos de todos los perfectos y de todos los perfectos .
Porque yo le doy testimonio , que él os doy testimonio , y los que están en Laalal .
Luz , Redán , amado , Efeso , y como Efeso , que os saludan .
Saludad á los hermanos que están en Laalam , y Níphas , y la iglesia que es en su casa .
Y como este pórtico , lete ha leído en la iglesia de Laodio .
Y dirás al Archîco que has recibido en el ministerio , que has recibido en el Señor que has recibido .
La gracia de Pablo . Amén . Amén . Amén . Amén . Amén . Amén . Amén . Amén . Amén .
Y las cosas que hemos hablado esto , en los cielos , en los cielos de Macem , en los cielos ;
PALABRA del santuario , y del hombre , que asentaron el Señor , y no nadie .
Porque todo el pontífice es el sacerdote , y los sacrificios ; por lo cual es de los que también de este hombre .
Porque si él fuere sobre la tierra , no sea sacerdote , luego que los sacerdotes , conforme á la ley ;
El que hizo , conforme al monte de la sombra de los celestiales , conforme á todas las cosas de Dios ; porque él ha dicho : Mirad que todo lo que hizo , conforme á todas las cosas .
Y ahora también ha sido confirmado más alto , por lo que también es firme .
Porque si el primer pacto que había sido sido sido sido sido sido sido por el segundo el segundo segundo segundo .
Porque acabando la casa de Israel con ellos , dice el Señor , cuando viniere un pacto , dice el Señor , cuando haré alianza con la casa de Israel :
No los olviden conforme á mi pacto en el día que tomé con los padres , cuando los tomé de la tierra de Egipto ; porque no los he puesto en mi pacto , dice el Señor .
Porque este pueblo es el pacto que yo los pondré con la casa de Israel , dice el Señor Señor , yo los pondré en su corazón , y escribirélos en sus corazones , y escribirélos , y escribirélos en su corazón :
Y no enseñarán á cada uno su prójimo , y cada uno su hermano , diciendo : Sabes , porque todo el hombre me conocerás .
Porque yo seré misericordioso de su justicia , y de sus pecados no me acordaré .
Y el que hizo , dice : Un pacto nueva nueva nueva nueva nueva nueva nueva nueva nueva .
DESPUÉS de esto , yo te mostraré , y he aquí que yo te declaré , y te mostraré esta voz que era de trompeta .
Y luego que estaba en el espíritu : y he aquí un espíritu estaba junto al cielo .
Y aquel que se sentaba sobre un manto , como un arco en un manto , como un manto de un arco , en derredor de un manto , como un arco .
Y de oro alrededor alrededor de cuatro pieles de oro , y sobre sus vestidos , y sobre las parparparedes de oro , y sobre sus cabezas , y sobre sus cabezas , y sobre sus cabezas .
Y de la silla del trono de Dios . Los siete lámparas de fuego , que están delante del trono de Dios .
Y delante de él había un carro de un mar , y en medio del trono , y en medio del trono , y en medio del trono , y en medio del trono , y en derredor de los animales .
Y la bestia era semejante al hombre , y la bestia era semejante al hombre , y la bestia era como un hombre de bestia como un hombre de bestia como águila , y la bestia era semejante .
Y los cuatro bestias de ellos , y de noche , diciendo : Señor , Dios Tododododoas , y de noche , y de noche , el santo Dios Todododododopoderoso , y de noche .
Y cuando las bestias daré la gloria y la gloria , que se sentasen sobre el trono , que vive para siempre .
Y los cuatro ancianos y cuatro ancianos caerán delante de él , diciendo :
Tú eres el Señor , para que tomes gloria y gloria ; porque tú has criado todas las cosas que cricricricriadas , y para ti son criadas .
